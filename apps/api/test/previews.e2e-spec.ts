import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { DataSource } from 'typeorm';
import { isMissingParent } from '../src/database/db-errors';
import { PREVIEW_MESSAGES, previewTokenOf, type PublicBlogPost, type RenderPage } from '@csec/contracts';
import { BlogPreview } from '../src/blogs/previews/blog-preview.entity';
import { BlogPreviewsRepository } from '../src/blogs/previews/blog-previews.repository';
import { hashPreviewToken } from '../src/blogs/previews/preview-token';
import { PublicCacheService } from '../src/common/cache/public-cache.service';
import { SitePages } from '../src/site/site-pages';
import { bearer, createAccount, login, startTestApp, SUPERADMIN, type TestApp } from './support/test-app';

/**
 * Shareable preview links: made and revoked by staff with the access of editing the post, read by
 * anyone holding one, as JSON and as the post's page, never cached, kept out of search engines.
 */
const PUBLIC_URL = 'https://www.csec.test';
const SHELL_INDEX =
  '<!doctype html><html lang=en><head><meta charset=utf-8><meta name=description content="Default description"><title>CSEC</title>' +
  '<script defer src=/main.0123456789abcdef0123.js></script></head><body><noscript>Needs JavaScript</noscript><div id=root></div></body></html>';

/**
 * The public-site's server build as it renders a post's page and a preview: the post comes from
 * the API's own JSON at the origin the API hands the render (the real build's BlogPostPage and
 * BlogPreviewPage do the same through useApi), and a missing one renders the not-found page with
 * 404. Jest's sandbox cannot load the real build (Module Federation's loader needs a dynamic
 * import()); the browser tests do.
 */
const renderPage: RenderPage = async ({ url, apiOrigin }) => {
  const token = previewTokenOf(url);
  const slug = /^\/blog\/([^/]+)$/.exec(url)?.[1];
  const key = token !== undefined ? `/api/blogs/preview/${token}` : slug !== undefined ? `/api/blogs/publish/${slug}` : undefined;
  if (key === undefined) return { html: '<main>Another page</main>', status: 200, data: {} };
  const res = await fetch(apiOrigin + key);
  if (res.status === 404)
    return { html: '<main><h1>Page not found</h1></main>', status: 404, title: 'Page not found | CSEC', data: { [key]: { ok: true, data: null } } };
  const body = (await res.json()) as { data: PublicBlogPost | PublicBlogPost[] };
  const post = Array.isArray(body.data) ? body.data[0] : body.data;
  return {
    html: `<main><article><h1>${post.title}</h1>${post.content}</article></main>`,
    status: 200,
    title: `${post.title} | CSEC`,
    description: post.excerpt,
    data: { [key]: { ok: true, data: post } },
  };
};

describe('shareable preview links', () => {
  let t: TestApp;
  let dist: string;
  let root: string;
  let author: { id: number; token: string };
  let other: { id: number; token: string };
  let admin: { id: number; token: string };
  /** false: the server build is missing, and pages are served client-rendered. */
  let serverBuild = true;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'csec-previews-'));
    for (const [file, content] of [
      ['shell/index.html', SHELL_INDEX],
      ['shell/main.0123456789abcdef0123.js', 'console.log("shell")'],
      ['public-site/mf-manifest.json', '{}'],
      ['admin/mf-manifest.json', '{}'],
    ]) {
      fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
      fs.writeFileSync(path.join(dist, file), content);
    }
    // The shortest life a link may be given, so its end is one hour away.
    t = await startTestApp({ WEB_DIST_DIR: dist, PUBLIC_URL, PREVIEW_HOURS: '1' });
    const remote = {
      get: async () => {
        if (!serverBuild) throw new Error('not built');
        return { version: 'e2e', render: renderPage, styles: [], assetBase: '/remotes/public-site/' };
      },
    };
    Object.assign(t.app.get(SitePages), { remote });
    root = await login(t.http, SUPERADMIN.email, SUPERADMIN.password);
    author = await createAccount(t.http, root, { username: 'penulis', email: 'penulis@csec.test', role: 'author' });
    other = await createAccount(t.http, root, { username: 'lain', email: 'lain@csec.test', role: 'author' });
    admin = await createAccount(t.http, root, { username: 'editor', email: 'editor@csec.test', role: 'admin' });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });
  afterEach(() => {
    serverBuild = true;
  });

  const rows = () => t.app.get(DataSource).getRepository(BlogPreview);

  async function draft(token: string, title: string, content = '<p>Not yet for everyone.</p>', language = 'en'): Promise<{ blogId: number; slug: string }> {
    const res = await t.http.post('/api/blogs').set(bearer(token)).send({ title, content, language }).expect(201);
    return { blogId: res.body.blogId as number, slug: res.body.blogSlug as string };
  }

  async function previewOf(token: string, blogId: number): Promise<{ url: string; token: string; expiresAt: string }> {
    const res = await t.http.post(`/api/blogs/${blogId}/preview`).set(bearer(token)).expect(201);
    const url = res.body.url as string;
    return { url, token: url.slice(url.lastIndexOf('/') + 1), expiresAt: res.body.expiresAt as string };
  }

  const pagePath = (token: string) => `/blog/preview/${token}`;

  describe('making a link', () => {
    it('answers an absolute link under PUBLIC_URL with an unguessable token and its end, PREVIEW_HOURS away', async () => {
      const { blogId } = await draft(author.token, 'Satellite Ground Stations');
      const before = Date.now();
      const res = await t.http.post(`/api/blogs/${blogId}/preview`).set(bearer(author.token)).expect(201);
      expect(res.body).toEqual({ status: 'Success', message: PREVIEW_MESSAGES.created, url: expect.any(String), expiresAt: expect.any(String) });
      expect(res.body.url).toMatch(/^https:\/\/www\.csec\.test\/blog\/preview\/[A-Za-z0-9_-]{43}$/);
      const token = (res.body.url as string).split('/').pop() as string;
      // 43 base64url characters: 256 bits, twice the 128 asked for.
      expect(Buffer.from(token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
      const hour = 3600_000;
      const expiresAt = Date.parse(res.body.expiresAt);
      expect(expiresAt).toBeGreaterThan(before + hour - 1000);
      expect(expiresAt).toBeLessThanOrEqual(Date.now() + hour);
    });

    it('stores the SHA-256 of the token, never the token, with who made it', async () => {
      const { blogId } = await draft(author.token, 'Hashes Only');
      const { token, expiresAt } = await previewOf(author.token, blogId);
      const stored = await rows().findBy({ blogId });
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ tokenHash: hashPreviewToken(token), createdById: author.id, createdBy: 'penulis' });
      expect(stored[0].expiresAt.toISOString()).toBe(expiresAt);
      const raw = JSON.stringify(await t.app.get(DataSource).query('SELECT * FROM blog_previews'));
      expect(raw).not.toContain(token);
    });

    it('tells a link for a post deleted meanwhile by the foreign key, so the answer can be 404', async () => {
      // The insert of a link racing the post's delete: the database refuses the orphan row.
      const orphan = rows().insert({
        blogId: 987_654,
        tokenHash: 'f'.repeat(64),
        createdById: null,
        createdBy: 'x',
        createdAt: new Date(),
        expiresAt: new Date(),
      });
      const error: unknown = await orphan.then(
        () => undefined,
        (caught: unknown) => caught,
      );
      expect(isMissingParent(error)).toBe(true);
      expect(isMissingParent(new Error('other'))).toBe(false);
    });

    it('gives every request a link of its own', async () => {
      const { blogId } = await draft(author.token, 'Two Links');
      const first = await previewOf(author.token, blogId);
      const second = await previewOf(author.token, blogId);
      expect(first.token).not.toBe(second.token);
      await t.http.get(`/api/blogs/preview/${first.token}`).expect(200);
      await t.http.get(`/api/blogs/preview/${second.token}`).expect(200);
    });

    it('works for posts in any state', async () => {
      const categories = await t.http.get('/api/categories').expect(200);
      const categoryId = (categories.body.data as { id: number }[])[0].id;
      const res = await t.http
        .post('/api/blogs')
        .set(bearer(author.token))
        .send({ title: 'Published Already', content: '<p>Out there.</p>', cover: '/uploads/cover.png', categoryId })
        .expect(201);
      await t.http.post(`/api/blogs/${res.body.blogSlug}/publish`).set(bearer(author.token)).expect(200);
      const { token } = await previewOf(author.token, res.body.blogId);
      const post = await t.http.get(`/api/blogs/preview/${token}`).expect(200);
      expect(post.body.data).toMatchObject({ title: 'Published Already', slug: res.body.blogSlug, category: expect.any(String) });
    });

    it('has the access of editing the post: authors their own, admin-level staff any', async () => {
      const { blogId } = await draft(author.token, 'Whose Post');
      await t.http.post(`/api/blogs/${blogId}/preview`).set(bearer(other.token)).expect(403);
      await t.http.delete(`/api/blogs/${blogId}/preview`).set(bearer(other.token)).expect(403);
      await t.http.post(`/api/blogs/${blogId}/preview`).set(bearer(admin.token)).expect(201);
      await t.http.post(`/api/blogs/${blogId}/preview`).set(bearer(root)).expect(201);
      await t.http.post(`/api/blogs/${blogId}/preview`).expect(401);
      await t.http.delete(`/api/blogs/${blogId}/preview`).expect(401);
      expect(await rows().countBy({ blogId })).toBe(2);
    });

    it('answers 404 for a post that does not exist', async () => {
      for (const blogId of ['999999', 'nope']) {
        const res = await t.http.post(`/api/blogs/${blogId}/preview`).set(bearer(root)).expect(404);
        expect(res.body.code).toBe('blog.not_found');
        await t.http.delete(`/api/blogs/${blogId}/preview`).set(bearer(root)).expect(404);
      }
    });

    it('clears expired links away when a new one is made', async () => {
      const { blogId } = await draft(author.token, 'Old Links');
      const old = await previewOf(author.token, blogId);
      await rows().update({ tokenHash: hashPreviewToken(old.token) }, { expiresAt: new Date(Date.now() - 60_000) });
      const { blogId: elsewhere } = await draft(admin.token, 'Elsewhere');
      await previewOf(admin.token, elsewhere);
      expect(await rows().countBy({ tokenHash: hashPreviewToken(old.token) })).toBe(0);
    });

    it('is written to the activity log, as revoking is', async () => {
      const { blogId } = await draft(author.token, 'Logged Links');
      await previewOf(author.token, blogId);
      await t.http.delete(`/api/blogs/${blogId}/preview`).set(bearer(author.token)).expect(200);
      const made = await t.http.get('/api/activity?action=post.preview').set(bearer(root)).expect(200);
      expect(made.body.data[0]).toMatchObject({ action: 'post.preview', targetId: String(blogId), targetLabel: 'Logged Links', actorName: 'penulis' });
      const revoked = await t.http.get('/api/activity?action=post.preview_revoke').set(bearer(root)).expect(200);
      expect(revoked.body.data[0]).toMatchObject({ action: 'post.preview_revoke', targetId: String(blogId), summary: '1 link' });
    });
  });

  describe('reading a preview', () => {
    it('shows the post as its public page would, as JSON, to anyone, never cached', async () => {
      const { blogId, slug } = await draft(author.token, 'Readable Without Login', '<p>Draft words.</p>');
      const { token } = await previewOf(author.token, blogId);
      const res = await t.http.get(`/api/blogs/preview/${token}`).expect(200);
      expect(res.body.data).toMatchObject({ title: 'Readable Without Login', slug, content: '<p>Draft words.</p>', createdBy: 'penulis', contributors: [] });
      // Unpublished: the date it would carry if it were published now.
      expect(Math.abs(Date.parse(res.body.data.publishAt) - Date.now())).toBeLessThan(60_000);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['x-robots-tag']).toBe('noindex');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-cache']).toBeUndefined();
    });

    it('renders the page on the server: the post, noindex, no canonical, private and never stored', async () => {
      const { blogId, slug } = await draft(author.token, 'Rendered Preview', '<p>First words.</p>');
      const { token } = await previewOf(author.token, blogId);
      const res = await t.http.get(pagePath(token)).expect(200);
      expect(res.text).toContain('<div id="root" data-ssr><main><article><h1>Rendered Preview</h1><p>First words.</p></article></main></div>');
      expect(res.text).toContain('<title>Rendered Preview | CSEC</title>');
      expect(res.text).toContain('<meta name="robots" content="noindex, nofollow">');
      expect(res.text).not.toContain('rel="canonical"');
      expect(res.text).not.toContain('og:url');
      expect(res.text).not.toContain('application/ld+json');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['x-robots-tag']).toBe('noindex');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(t.app.get(PublicCacheService).get(`page:${pagePath(token)}`)).toBeUndefined();

      // Not cached: the next visit shows the draft as it is now.
      await t.http.put(`/api/blogs/${blogId}`).set(bearer(author.token)).send({ content: '<p>Second words.</p>' }).expect(200);
      const again = await t.http.get(pagePath(token)).expect(200);
      expect(again.text).toContain('<p>Second words.</p>');
      expect(again.text).not.toContain('First words.');

      // The draft stays out of the public pages and JSON.
      const publicPage = await t.http.get(`/blog/${slug}`).expect(404);
      expect(publicPage.text).not.toContain('Second words.');
      await t.http.get(`/api/blogs/publish/${slug}`).expect(404);
    });

    it('opens an Indonesian post\'s link in the Indonesian page (/id/blog/preview/{token}, lang="id"), as private', async () => {
      const { url, token } = await previewOf(author.token, (await draft(author.token, 'Pratinjau Berita', '<p>Isi.</p>', 'id')).blogId);
      expect(url).toBe(`${PUBLIC_URL}/id/blog/preview/${token}`);
      const res = await t.http.get(`/id/blog/preview/${token}`).expect(200);
      expect(res.text).toMatch(/^<!doctype html><html lang="id"/);
      expect(res.text).toContain('<h1>Pratinjau Berita</h1>');
      expect(res.text).toContain('<meta name="robots" content="noindex, nofollow">');
      expect(res.headers['cache-control']).toBe('private, no-store');
    });

    it("moves a link opened under the other language's prefix to the post's own language (302), as private as the page", async () => {
      const indonesian = await previewOf(author.token, (await draft(author.token, 'Pratinjau Pindah', '<p>Isi.</p>', 'id')).blogId);
      const moved = await t.http.get(`/blog/preview/${indonesian.token}`).expect(302);
      expect(moved.headers.location).toBe(`/id/blog/preview/${indonesian.token}`);
      expect(moved.headers['cache-control']).toBe('private, no-store');
      expect(moved.headers['referrer-policy']).toBe('no-referrer');
      expect(moved.headers['x-robots-tag']).toBe('noindex');

      const english = await previewOf(author.token, (await draft(author.token, 'Moved Preview')).blogId);
      expect((await t.http.get(`/id/blog/preview/${english.token}`).expect(302)).headers.location).toBe(`/blog/preview/${english.token}`);
      // A token that opens nothing is not moved anywhere: the not-found page, under either prefix.
      await t.http.get(`/id/blog/preview/${'A'.repeat(43)}`).expect(404);
    });

    it('serves the client-rendered page with its head and status when the server build is missing', async () => {
      const { blogId } = await draft(author.token, 'Client Rendered Preview');
      const { token } = await previewOf(author.token, blogId);
      serverBuild = false;
      const res = await t.http.get(pagePath(token)).expect(200);
      expect(res.text).toContain('<title>Client Rendered Preview | CSEC</title>');
      expect(res.text).toContain('<meta name="robots" content="noindex, nofollow">');
      // #root is not marked for hydration (the page's loader script names the attribute it looks for).
      expect(res.text).not.toMatch(/<div id="?root"?[^>]*data-ssr/);
      expect(res.headers['cache-control']).toBe('private, no-store');
      const dead = await t.http.get(pagePath('A'.repeat(43))).expect(404);
      expect(dead.text).toContain('<meta name="robots" content="noindex, nofollow">');
      expect(dead.headers['cache-control']).toBe('private, no-store');
    });

    async function expectDead(token: string): Promise<void> {
      const json = await t.http.get(`/api/blogs/preview/${token}`).expect(404);
      expect(json.body).toMatchObject({ status: 'Failed', code: 'preview.not_found', message: PREVIEW_MESSAGES.notFound });
      expect(json.headers['cache-control']).toBe('private, no-store');
      const page = await t.http.get(pagePath(token)).expect(404);
      expect(page.text).toContain('<h1>Page not found</h1>');
      expect(page.text).toContain('<meta name="robots" content="noindex, nofollow">');
      expect(page.headers['cache-control']).toBe('private, no-store');
    }

    it('shows the not-found page with 404 for an unknown token', async () => {
      await expectDead('A'.repeat(43));
    });

    it('refuses a token of the wrong shape without asking the database', async () => {
      const lookups = jest.spyOn(t.app.get(BlogPreviewsRepository), 'blogIdOf');
      try {
        for (const token of ['short', 'A'.repeat(44), `${'A'.repeat(42)}=`, `${'A'.repeat(42)}%2F`]) {
          await t.http.get(`/api/blogs/preview/${token}`).expect(404);
        }
        expect(lookups).not.toHaveBeenCalled();
      } finally {
        lookups.mockRestore();
      }
    });

    it('shows the not-found page with 404 once the link has expired', async () => {
      const { blogId } = await draft(author.token, 'Expiring Preview');
      const { token } = await previewOf(author.token, blogId);
      await t.http.get(pagePath(token)).expect(200);
      // An hour from now is the shortest life PREVIEW_HOURS allows: move the end into the past instead of waiting.
      await rows().update({ tokenHash: hashPreviewToken(token) }, { expiresAt: new Date(Date.now() - 1000) });
      await expectDead(token);
    });

    it('shows the not-found page with 404 once the links are revoked', async () => {
      const { blogId } = await draft(author.token, 'Revoked Preview');
      const first = await previewOf(author.token, blogId);
      const second = await previewOf(author.token, blogId);
      const res = await t.http.delete(`/api/blogs/${blogId}/preview`).set(bearer(author.token)).expect(200);
      expect(res.body).toEqual({ status: 'Success', message: PREVIEW_MESSAGES.revoked });
      expect(await rows().countBy({ blogId })).toBe(0);
      await expectDead(first.token);
      await expectDead(second.token);
      // A new link works again.
      const fresh = await previewOf(author.token, blogId);
      await t.http.get(pagePath(fresh.token)).expect(200);
    });

    it('shows the not-found page with 404 once the post is deleted, and its links go with it', async () => {
      const { blogId } = await draft(author.token, 'Deleted Preview');
      const { token } = await previewOf(author.token, blogId);
      await t.http.delete(`/api/blogs/${blogId}`).set(bearer(author.token)).expect(200);
      expect(await rows().countBy({ blogId })).toBe(0);
      await expectDead(token);
    });
  });

  describe('search engines', () => {
    it('are told to stay out of previews by robots.txt, and the sitemap lists none', async () => {
      const { blogId } = await draft(author.token, 'Not In The Sitemap');
      await previewOf(author.token, blogId);
      const robots = await t.http.get('/robots.txt').expect(200);
      expect(robots.text.split('\n')).toEqual(expect.arrayContaining(['Disallow: /blog/preview/', 'Disallow: /id/blog/preview/']));
      const sitemap = await t.http.get('/sitemap.xml').expect(200);
      expect(sitemap.text).not.toContain('/blog/preview/');
      expect(sitemap.text).not.toContain('not-in-the-sitemap');
    });
  });
});
