import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { Response } from 'superagent';
import { TRANSLATION_TEXTS } from '@csec/contracts';
import { bearer, createAccount, login, startTestApp, SUPERADMIN, TestApp } from './support/test-app';

const ORIGIN = 'https://www.csec.test';

/** superagent parses XML bodies into nothing: read them as text. */
const textOf = (r: Response, cb: (error: Error | null, body: string) => void) => {
  let text = '';
  r.on('data', (c: Buffer) => (text += c.toString()));
  r.on('end', () => cb(null, text));
};

const hreflang = (language: string, pathname: string) => `<link rel="alternate" hreflang="${language}" href="${ORIGIN}${pathname}">`;

/** Posts in English and Indonesian: one slug per language, linked translations, and every public list of one language at a time. */
describe('posts in two languages', () => {
  let t: TestApp;
  let root: string;
  let author: { id: number; token: string };
  let other: { id: number; token: string };
  let insight: number;

  async function draft(token: string, title: string, language?: 'en' | 'id', content = `<p>${title} body text</p>`) {
    const res = await t.http.post('/api/blogs').set(bearer(token)).send({ title, language, categoryId: insight, cover: '/uploads/c.png', content }).expect(201);
    return res.body as { blogSlug: string; blogId: number; language: string };
  }
  const publish = (token: string, slug: string, language: 'en' | 'id') =>
    t.http
      .post(`/api/blogs/${encodeURIComponent(slug)}/publish?lang=${language}`)
      .set(bearer(token))
      .expect(200);

  beforeAll(async () => {
    // A shell build and no public-site build: pages are the client-rendered shell with the server's head.
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'csec-translations-'));
    fs.mkdirSync(path.join(dist, 'shell'), { recursive: true });
    fs.writeFileSync(
      path.join(dist, 'shell/index.html'),
      '<!doctype html><html lang=en><head><title>CSEC</title></head><body><div id=root></div></body></html>',
    );
    t = await startTestApp({ WEB_DIST_DIR: dist, PUBLIC_URL: ORIGIN });
    root = await login(t.http, SUPERADMIN.email, SUPERADMIN.password);
    author = await createAccount(t.http, root, { username: 'penulis', email: 'penulis@csec.test', role: 'author' });
    other = await createAccount(t.http, root, { username: 'another', email: 'another@csec.test', role: 'author' });
    const categories = (await t.http.get('/api/categories').expect(200)).body.data as { id: number; name: string }[];
    insight = categories.find((category) => category.name === 'Insight')!.id;
  });
  afterAll(() => t.close());

  it('keeps a slug unique per language: the same title makes the same slug in each', async () => {
    const english = await draft(author.token, 'Zero Trust Radios');
    const indonesian = await draft(author.token, 'Zero Trust Radios', 'id');
    const second = await draft(author.token, 'Zero Trust Radios', 'id');
    expect([english.blogSlug, english.language]).toEqual(['zero-trust-radios', 'en']);
    expect([indonesian.blogSlug, indonesian.language]).toEqual(['zero-trust-radios', 'id']);
    expect(second.blogSlug).toBe('zero-trust-radios-2');

    // Staff read, publish and unpublish a post by its slug in its language (English without ?lang).
    expect((await t.http.get('/api/blogs/zero-trust-radios').set(bearer(author.token)).expect(200)).body.data.blogId).toBe(english.blogId);
    expect((await t.http.get('/api/blogs/zero-trust-radios?lang=id').set(bearer(author.token)).expect(200)).body.data).toMatchObject({
      blogId: indonesian.blogId,
      language: 'id',
      translation: null,
    });
    await t.http.get('/api/blogs/zero-trust-radios?lang=fr').set(bearer(author.token)).expect(400);
    await publish(author.token, 'zero-trust-radios', 'id');
    await t.http.get('/api/blogs/publish/zero-trust-radios').expect(404);
    expect((await t.http.get('/api/blogs/publish/zero-trust-radios?lang=id').expect(200)).body.data[0]).toMatchObject({ language: 'id', translation: null });
    await t.http.post('/api/blogs/zero-trust-radios/draft?lang=id').set(bearer(author.token)).expect(200);
    await t.http.get('/api/blogs/publish/zero-trust-radios?lang=id').expect(404);
  });

  it('translates a post: a linked draft in the other language with its cover, category and event date, then opens that one', async () => {
    const source = await draft(author.token, 'Satellite Link Security');
    await t.http.put(`/api/blogs/${source.blogId}`).set(bearer(author.token)).send({ eventDate: '2026-12-03' }).expect(200);
    await t.http.post(`/api/blogs/${source.blogId}/translation`).set(bearer(other.token)).expect(403);

    const made = await t.http.post(`/api/blogs/${source.blogId}/translation`).set(bearer(author.token)).expect(200);
    expect(made.body).toMatchObject({ message: TRANSLATION_TEXTS.created, created: true, language: 'id', blogSlug: 'satellite-link-security' });
    const translation = (await t.http.get(`/api/blogs/${made.body.blogSlug}?lang=id`).set(bearer(author.token)).expect(200)).body.data;
    expect(translation).toMatchObject({
      language: 'id',
      publishStatus: 'draft',
      cover: '/uploads/c.png',
      categoryId: insight,
      eventDate: '2026-12-03',
      content: '',
      translation: { blogId: source.blogId, language: 'en', slug: 'satellite-link-security', publishStatus: 'draft' },
    });
    const again = await t.http.post(`/api/blogs/${source.blogId}/translation`).set(bearer(author.token)).expect(200);
    expect(again.body).toMatchObject({ created: false, message: null, blogId: made.body.blogId });

    // The list says which posts have a translation, and filters by language.
    const list = (await t.http.get('/api/blogs?language=id').set(bearer(author.token)).expect(200)).body.data as {
      blogId: number;
      language: string;
      translation: unknown;
    }[];
    expect(list.every((row) => row.language === 'id')).toBe(true);
    expect(list.find((row) => row.blogId === made.body.blogId)?.translation).toMatchObject({ blogId: source.blogId, language: 'en' });
    await t.http.get('/api/blogs?language=xx').set(bearer(author.token)).expect(400);
  });

  it('links and unlinks two posts of different languages, refusing what would break a pair', async () => {
    const english = await draft(author.token, 'Harbour Sensors');
    const indonesian = await draft(author.token, 'Sensor Pelabuhan', 'id');
    const otherEnglish = await draft(author.token, 'Harbour Sensors Again');
    const foreign = await draft(other.token, 'Sensor Lain', 'id');
    const link = (token: string, from: number, to: number) => t.http.put(`/api/blogs/${from}/translation`).set(bearer(token)).send({ translationId: to });

    expect((await link(author.token, english.blogId, english.blogId).expect(400)).body.code).toBe('blog.translation_self');
    expect((await link(author.token, english.blogId, otherEnglish.blogId).expect(400)).body.code).toBe('blog.translation_language');
    // An author links only posts they may change, both of them.
    await link(author.token, english.blogId, foreign.blogId).expect(403);
    expect((await link(author.token, english.blogId, indonesian.blogId).expect(200)).body.message).toBe(TRANSLATION_TEXTS.linked);
    expect((await link(root, otherEnglish.blogId, indonesian.blogId).expect(409)).body.code).toBe('blog.translation_taken');

    // A link is no edit: an editor open on either post can still save the version it has.
    const opened = (await t.http.get(`/api/blogs/harbour-sensors`).set(bearer(author.token)).expect(200)).body.data;
    expect(opened.version).toBe(1);
    await t.http.put(`/api/blogs/${english.blogId}`).set(bearer(author.token)).send({ content: '<p>Edited</p>', version: 1 }).expect(200);

    expect((await t.http.delete(`/api/blogs/${indonesian.blogId}/translation`).set(bearer(author.token)).expect(200)).body.message).toBe(
      TRANSLATION_TEXTS.unlinked,
    );
    expect((await t.http.get('/api/blogs/harbour-sensors').set(bearer(author.token)).expect(200)).body.data.translation).toBeNull();
    expect((await t.http.delete(`/api/blogs/${english.blogId}/translation`).set(bearer(author.token)).expect(404)).body.code).toBe('blog.not_linked');
  });

  describe('the public site of each language', () => {
    let pair: { en: string; id: string };

    beforeAll(async () => {
      const english = await draft(author.token, 'Quantum Keys in the Field', 'en', '<p>Ground stations rotate quantum keys daily.</p>');
      const made = await t.http.post(`/api/blogs/${english.blogId}/translation`).set(bearer(author.token)).expect(200);
      await t.http
        .put(`/api/blogs/${made.body.blogId}`)
        .set(bearer(author.token))
        .send({ title: 'Kunci Kuantum di Lapangan', content: '<p>Stasiun bumi mengganti kunci kuantum setiap hari.</p>' })
        .expect(200);
      const indonesian = (await t.http.get('/api/blogs?language=id').set(bearer(author.token)).expect(200)).body.data.find(
        (row: { blogId: number }) => row.blogId === made.body.blogId,
      );
      pair = { en: 'quantum-keys-in-the-field', id: indonesian.slug };
      expect(pair.id).toBe('kunci-kuantum-di-lapangan');
      await publish(author.token, pair.en, 'en');
      await publish(author.token, pair.id, 'id');
      const lonely = await draft(author.token, 'Only in English');
      await publish(author.token, lonely.blogSlug, 'en');
      await t.http
        .put(`/api/categories/${insight}`)
        .set(bearer(root))
        .send({ name: 'Insight', description: 'Analysis and perspectives on the threat landscape.', indonesianName: 'Wawasan Khusus' })
        .expect(200);
    });

    it('lists, searches and counts one language at a time', async () => {
      const titles = async (query: string) =>
        ((await t.http.get(`/api/blogs/publish${query}`).expect(200)).body.data as { title: string }[]).map((b) => b.title);
      expect(await titles('')).toEqual(['Only in English', 'Quantum Keys in the Field']);
      expect(await titles('?lang=id')).toEqual(['Kunci Kuantum di Lapangan']);
      expect(await titles('?lang=id&q=kuantum')).toEqual(['Kunci Kuantum di Lapangan']);
      expect(await titles('?lang=id&q=quantum')).toEqual([]);
      expect(await titles('?q=quantum')).toEqual(['Quantum Keys in the Field']);
      expect(await titles('?lang=id&category=insight')).toEqual(['Kunci Kuantum di Lapangan']);
      await t.http.get('/api/blogs/publish?lang=de').expect(400);

      const cards = (await t.http.get('/api/blogs/publish?lang=id').expect(200)).body.data;
      expect(cards[0].category).toBe('Wawasan Khusus');
      const sidebar = (await t.http.get('/api/blogs/publish/sidebar?lang=id').expect(200)).body.data;
      expect(sidebar.recent).toEqual([{ title: 'Kunci Kuantum di Lapangan', slug: pair.id }]);
      expect(sidebar.categories).toEqual([{ name: 'Wawasan Khusus', tag: 'Insight', count: 1 }]);
      // The answers are cached per language: the English sidebar, asked after, is not the Indonesian one.
      const english = (await t.http.get('/api/blogs/publish/sidebar').expect(200)).body.data;
      expect(english.categories).toEqual([{ name: 'Insight', tag: 'Insight', count: 2 }]);
    });

    it('names the published translation of a post, and carries reciprocal hreflang pairs on both pages only', async () => {
      const post = (await t.http.get(`/api/blogs/publish/${pair.en}`).expect(200)).body.data[0];
      expect(post).toMatchObject({ language: 'en', translation: { language: 'id', slug: pair.id } });

      const english = (await t.http.get(`/blog/${pair.en}`).expect(200)).text;
      const indonesian = (await t.http.get(`/id/blog/${pair.id}`).expect(200)).text;
      for (const link of [hreflang('en', `/blog/${pair.en}`), hreflang('id', `/id/blog/${pair.id}`), hreflang('x-default', `/blog/${pair.en}`)]) {
        expect(english).toContain(link);
        expect(indonesian).toContain(link);
      }
      expect(indonesian).toMatch(/^<!doctype html><html lang="id">/);
      // A post without a translation has no pair; a slug of the other language is no page here.
      expect((await t.http.get('/blog/only-in-english').expect(200)).text).not.toContain('hreflang');
      await t.http.get('/id/blog/only-in-english').expect(404);
      await t.http.get(`/blog/${pair.id}`).expect(404);

      // Unpublishing the translation takes the pair off the English page at once.
      await t.http.post(`/api/blogs/${pair.id}/draft?lang=id`).set(bearer(author.token)).expect(200);
      expect((await t.http.get(`/blog/${pair.en}`).expect(200)).text).not.toContain('hreflang');
      await publish(author.token, pair.id, 'id');
      expect((await t.http.get(`/blog/${pair.en}`).expect(200)).text).toContain(hreflang('id', `/id/blog/${pair.id}`));
    });

    it('lists both languages in the sitemap, a pair with its alternates, and gives each language its feed', async () => {
      const sitemap = (await t.http.get('/sitemap.xml').buffer(true).parse(textOf).expect(200)).body as string;
      const alternates =
        `<xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/blog/${pair.en}"/>` +
        `<xhtml:link rel="alternate" hreflang="id" href="${ORIGIN}/id/blog/${pair.id}"/>` +
        `<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/blog/${pair.en}"/>`;
      expect(sitemap).toMatch(new RegExp(`<url><loc>${ORIGIN}/blog/${pair.en}</loc><lastmod>[^<]+</lastmod>${escape(alternates)}</url>`));
      expect(sitemap).toMatch(new RegExp(`<url><loc>${ORIGIN}/id/blog/${pair.id}</loc><lastmod>[^<]+</lastmod>${escape(alternates)}</url>`));
      expect(sitemap).toMatch(new RegExp(`<url><loc>${ORIGIN}/blog/only-in-english</loc><lastmod>[^<]+</lastmod></url>`));

      const english = (await t.http.get('/rss.xml').buffer(true).parse(textOf).expect(200)).body as string;
      const indonesian = (await t.http.get('/id/rss.xml').buffer(true).parse(textOf).expect(200)).body as string;
      expect(english).toContain('<title>Quantum Keys in the Field</title>');
      expect(english).not.toContain('Kunci Kuantum');
      expect(indonesian).toContain('<title>Berita CSEC</title>');
      expect(indonesian).toContain('<language>id</language>');
      expect(indonesian).toContain('<title>Kunci Kuantum di Lapangan</title>');
      expect(indonesian).toContain(`<link>${ORIGIN}/id/blog/${pair.id}</link>`);
      expect(indonesian).not.toContain('Quantum Keys');
    });
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
