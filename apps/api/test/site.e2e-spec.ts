import * as fs from 'node:fs';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';
import * as zlib from 'node:zlib';
import request from 'supertest';
import type { SiteConfig } from '@csec/contracts';
import { bearer, login, startTestApp, SUPERADMIN, TestApp } from './support/test-app';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHELL_JS = 'main.0123456789abcdef0123.js';
const SHELL_INDEX =
  '<!doctype html><html lang=en><head><meta charset=utf-8><meta name=description content="Default description"><title>CSEC</title>' +
  `<style>${'.shell-loading{display:flex;align-items:center}'.repeat(30)}</style>` +
  `<script defer src=/${SHELL_JS}></script></head><body><div id=root></div></body></html>`;
const bigScript = (name: string) => `/* ${name} */\n${'console.log("federated module");\n'.repeat(200)}`;

/** A build folder like the real one: WEB_DIST_DIR/{shell,public-site,admin}. */
function writeDist(root: string, builds: Array<'shell' | 'public-site' | 'admin'>): void {
  const write = (file: string, content: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  };
  if (builds.includes('shell')) {
    write('shell/index.html', SHELL_INDEX);
    write(`shell/${SHELL_JS}`, bigScript('shell'));
  }
  for (const remote of ['public-site', 'admin'] as const) {
    if (!builds.includes(remote)) continue;
    const chunk = bigScript(remote);
    write(`${remote}/mf-manifest.json`, JSON.stringify({ id: remote, metaData: { publicPath: 'auto' } }));
    write(`${remote}/remoteEntry.js`, bigScript(`${remote} entry`));
    write(`${remote}/app.89abcdef01234567.js`, chunk);
    // Precompressed copies as the build makes them.
    write(`${remote}/app.89abcdef01234567.js.br`, zlib.brotliCompressSync(chunk));
    write(`${remote}/app.89abcdef01234567.js.gz`, zlib.gzipSync(chunk));
  }
}

/** A plain GET that leaves the body encoded, as the bytes on the wire. */
function rawGet(t: TestApp, urlPath: string, headers: Record<string, string>) {
  const { port } = t.app.getHttpServer().address() as AddressInfo;
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: urlPath, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('Site: the built frontends served by the API', () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'csec-site-'));
    writeDist(dist, ['shell', 'public-site', 'admin']);
    t = await startTestApp({
      WEB_DIST_DIR: dist,
      PUBLIC_SITE_REMOTE_URL: 'https://cdn.example.com/public-site/mf-manifest.json',
      FORM_URL: 'https://forms.example.com/register',
    });
  });

  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('GET /api/site-config is public and built from the environment', async () => {
    const res = await t.http.get('/api/site-config').expect(200);
    const expected: SiteConfig = {
      remotes: {
        publicSite: 'https://cdn.example.com/public-site/mf-manifest.json',
        admin: '/remotes/admin/mf-manifest.json',
      },
      formUrl: 'https://forms.example.com/register',
      mapUrl: t.config.site.mapUrl,
      contact: { email: t.config.site.contactEmail, phone: t.config.site.contactPhone, address: t.config.site.contactAddress },
      timeZone: 'Asia/Jakarta',
    };
    expect(res.body).toEqual({ status: 'Success', data: expected });
  });

  it.each([
    ['/', 200],
    ['/about', 200],
    ['/blog', 200],
    ['/blog/tag/insight', 200],
    ['/dashboard/user', 200],
    ['/login/admin', 200],
    // The public site's not-found page, with the status crawlers need.
    ['/no/such/page', 404],
  ])('answers %s with the shell page and the site config inlined (%i)', async (page, status) => {
    const res = await t.http.get(page).expect(status);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    // Private: its inline script carries this response's CSP nonce (security-headers.e2e-spec.ts).
    expect(res.headers['cache-control']).toBe('private, no-cache');
    // The shell's script is loaded by an inline script, after the first paint or on first use (site/page-scripts.ts).
    expect(res.text).toContain(`(["/${SHELL_JS}"])</script></body>`);
    expect(res.text).not.toContain('<script defer');
    const inlined = /<script nonce="[\w-]{22}">window\.__SITE_CONFIG__=(.*?)<\/script><\/head>/.exec(res.text);
    expect(JSON.parse(inlined?.[1] ?? 'null')).toMatchObject({
      remotes: { publicSite: 'https://cdn.example.com/public-site/mf-manifest.json' },
    });
  });

  it("gives a published post's page its own title and description, and a missing or draft post a 404", async () => {
    const token = await login(t.http, SUPERADMIN.email, SUPERADMIN.password);
    const categories = await t.http.get('/api/categories').expect(200);
    const write = (title: string) =>
      t.http
        .post('/api/blogs')
        .set(bearer(token))
        .send({ title, categoryId: categories.body.data[0].id, cover: '/uploads/c.png', content: `<p>${title} & how "we" respond.</p>` })
        .expect(201);
    const post = await write('Incident <response> in 2026');
    await t.http.post(`/api/blogs/${post.body.blogSlug}/publish`).set(bearer(token)).expect(200);
    const draft = await write('Unreleased findings');

    const page = await t.http.get(`/blog/${post.body.blogSlug}`).expect(200);
    expect(page.text).toContain('<title>Incident &#60;response&#62; in 2026 | CSEC</title>');
    // The excerpt is the post's text without its markup, escaped for the attribute.
    expect(page.text).toContain('<meta name="description" content="Incident in 2026 &#38; how &#34;we&#34; respond.">');
    expect(page.text.match(/<title>/g)).toHaveLength(1);
    expect(page.text.match(/name="?description/g)).toHaveLength(1);

    for (const missing of [`/blog/${draft.body.blogSlug}`, '/blog/no-such-post']) {
      const res = await t.http.get(missing).expect(404);
      expect(res.text).toContain('__SITE_CONFIG__');
      expect(res.text).toContain('<title>CSEC</title>');
      expect(res.text).toContain('content="Default description"');
    }
  });

  it('answers the Indonesian pages under /id with lang="id" and reciprocal hreflang links, and an Indonesian 404 for the rest', async () => {
    const english = await t.http.get('/about').expect(200);
    const indonesian = await t.http.get('/id/about').expect(200);
    // PUBLIC_URL, as the English page's canonical address gives it.
    const origin = /<link rel="canonical" href="([^"]*)\/about">/.exec(english.text)![1];
    const alternates = [
      `<link rel="alternate" hreflang="en" href="${origin}/about">`,
      `<link rel="alternate" hreflang="id" href="${origin}/id/about">`,
      `<link rel="alternate" hreflang="x-default" href="${origin}/about">`,
    ];
    expect(english.text).toMatch(/^<!doctype html><html lang=en>/);
    expect(indonesian.text).toMatch(/^<!doctype html><html lang="id">/);
    for (const link of alternates) {
      expect(english.text).toContain(link);
      expect(indonesian.text).toContain(link);
    }
    expect(indonesian.text).toContain('<meta property="og:locale" content="id_ID"><meta property="og:locale:alternate" content="en_US">');
    expect(indonesian.text).toContain(`<link rel="canonical" href="${origin}/id/about">`);

    // The blog's landing page is a pair too; an unknown post and a path no page has answer the Indonesian 404.
    expect((await t.http.get('/blog').expect(200)).text).toContain(`<link rel="alternate" hreflang="id" href="${origin}/id/blog">`);
    expect((await t.http.get('/id/blog').expect(200)).text).toContain(`<link rel="alternate" hreflang="en" href="${origin}/blog">`);
    for (const missing of ['/id/blog/no-such-post', '/id/no/such/page']) {
      const res = await t.http.get(missing).expect(404);
      expect(res.text).toMatch(/^<!doctype html><html lang="id">/);
      expect(res.text).not.toContain('hreflang');
    }
  });

  it("sends a category's tag page under a name from before a rename to its new name (301), keeping the page number", async () => {
    const token = await login(t.http, SUPERADMIN.email, SUPERADMIN.password);
    const made = await t.http.post('/api/categories').set(bearer(token)).send({ name: 'Threat Intel', description: 'x' }).expect(201);
    await t.http.put(`/api/categories/${made.body.data.id}`).set(bearer(token)).send({ name: 'Threat Research', description: 'x' }).expect(200);

    for (const [old, now] of [
      ['/blog/tag/threat%20intel', '/blog/tag/threat%20research'],
      ['/blog/tag/Threat%20Intel/?page=2', '/blog/tag/threat%20research?page=2'],
      ['/id/blog/tag/threat%20intel', '/id/blog/tag/threat%20research'],
    ]) {
      const res = await t.http.get(old).expect(301);
      expect([old, res.headers.location]).toEqual([old, now]);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    await t.http.get('/blog/tag/threat%20research').expect(200);
    // Names no category ever had, and the featured tiles' tags, are pages as before.
    await t.http.get('/blog/tag/never-a-category').expect(200);
    await t.http.get('/blog/tag/annoucement').expect(200);
  });

  it('gzips the page for clients that accept it', async () => {
    const res = await t.http.get('/contact').set('Accept-Encoding', 'gzip').expect(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.text).toContain('__SITE_CONFIG__');
  });

  it('serves hashed shell assets as immutable, compressed on the fly when no copy was made', async () => {
    const res = await t.http.get(`/${SHELL_JS}`).set('Accept-Encoding', 'gzip').expect(200);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.text).toContain('/* shell */');
  });

  it('serves the remotes with CORS, manifests and entries revalidated, chunks immutable', async () => {
    const manifest = await t.http.get('/remotes/public-site/mf-manifest.json').expect(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    expect(manifest.body).toMatchObject({ id: 'public-site' });

    const entry = await t.http.get('/remotes/admin/remoteEntry.js').expect(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.headers['access-control-allow-origin']).toBe('*');

    const chunk = await t.http.get('/remotes/admin/app.89abcdef01234567.js').set('Accept-Encoding', 'identity').expect(200);
    expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
    expect(chunk.headers['content-encoding']).toBeUndefined();
    expect(chunk.text).toContain('/* admin */');
  });

  it('prefers the Brotli copy made at build time, then the gzip one', async () => {
    const chunk = '/remotes/public-site/app.89abcdef01234567.js';
    // Chrome lists gzip before br; the smaller copy is still chosen.
    const br = await rawGet(t, chunk, { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(zlib.brotliDecompressSync(br.body).toString()).toContain('/* public-site */');

    const gz = await rawGet(t, chunk, { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toContain('/* public-site */');
  });

  it('answers 304 to a revalidation of an unchanged manifest', async () => {
    const first = await t.http.get('/remotes/admin/mf-manifest.json').expect(200);
    await t.http.get('/remotes/admin/mf-manifest.json').set('If-None-Match', first.headers.etag).expect(304);
  });

  it('answers 404, not the page, for a missing file', async () => {
    await t.http.get('/missing.0123456789abcdef.js').expect(404);
    await t.http.get('/remotes/public-site/missing.js').expect(404);
    await t.http.get('/favicon.ico').expect(404);
  });

  it('never serves files outside the build folders', async () => {
    fs.writeFileSync(path.join(dist, 'secret.txt'), 'secret');
    for (const probe of ['/remotes/admin/..%2fsecret.txt', '/remotes/admin/%2e%2e/secret.txt', '/..%2fsecret.txt']) {
      const res = await request(t.app.getHttpServer()).get(probe);
      expect([probe, res.status]).toEqual([probe, 404]);
      expect(res.text).not.toContain('secret');
    }
  });

  it('keeps the JSON 404 for unknown API paths and leaves uploads to the API', async () => {
    const api = await t.http.get('/api/no-such-route').expect(404);
    expect(api.body).toMatchObject({ status: 'Failed', error: true });
    const upload = await t.http.get('/uploads/no-such-image.png').expect(404);
    expect(upload.text).not.toContain('__SITE_CONFIG__');
  });

  it('does not answer writes with the page', async () => {
    const res = await t.http.post('/about').send({}).expect(404);
    expect(res.body).toMatchObject({ status: 'Failed', error: true });
  });
});

describe('Site: builds that are missing', () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'csec-site-'));
    writeDist(dist, ['admin']);
    t = await startTestApp({ WEB_DIST_DIR: dist });
  });

  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('still starts, serves the API, and answers pages with a clear 503', async () => {
    await t.http.get('/api/health').expect(200);
    const page = await t.http.get('/blog').expect(503);
    expect(page.headers['content-type']).toMatch(/^text\/plain/);
    expect(page.text).toContain('The site is not built yet.');
    expect(page.text).toContain('npm run build');
  });

  it('answers 503 for a remote that is not built, and serves one that is', async () => {
    const missing = await t.http.get('/remotes/public-site/mf-manifest.json').expect(503);
    expect(missing.text).toContain('The public site is not built yet.');
    await t.http.get('/remotes/admin/mf-manifest.json').expect(200);
  });

  it('picks up the shell once it is built, without a restart', async () => {
    writeDist(dist, ['shell']);
    const res = await t.http.get('/').expect(200);
    expect(res.text).toContain('__SITE_CONFIG__');
  });
});
