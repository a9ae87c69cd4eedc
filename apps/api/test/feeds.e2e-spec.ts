import type { Response } from 'superagent';
import { DataSource } from 'typeorm';
import { bearer, login, startTestApp, SUPERADMIN, TestApp } from './support/test-app';

/** superagent parses XML bodies into nothing: read them as text. */
const textOf = (r: Response, cb: (error: Error | null, body: string) => void) => {
  let text = '';
  r.on('data', (c: Buffer) => (text += c.toString()));
  r.on('end', () => cb(null, text));
};

describe('robots.txt, sitemap.xml and rss.xml', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_URL: 'https://www.csec.test' });
    const token = await login(t.http, SUPERADMIN.email, SUPERADMIN.password);
    const categories = await t.http.get('/api/categories');
    const categoryId = categories.body.data[0].id;
    for (const title of ['Feeds & <Friends>', 'Hidden Draft']) {
      const res = await t.http
        .post('/api/blogs')
        .set(bearer(token))
        .send({ title, categoryId, content: '<p>Feed text</p>', cover: '/uploads/c.png' })
        .expect(201);
      if (title !== 'Hidden Draft') await t.http.post(`/api/blogs/${res.body.blogSlug}/publish`).set(bearer(token)).expect(200);
    }
  });
  afterAll(() => t.close());

  it('robots.txt keeps crawlers out of the dashboard and names the sitemap at PUBLIC_URL', async () => {
    const res = await t.http.get('/robots.txt').expect(200);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    expect(res.text).toContain('Disallow: /dashboard');
    expect(res.text).toContain('Sitemap: https://www.csec.test/sitemap.xml');
  });

  it('never copies the Host or X-Forwarded-* headers into the publicly cached files', async () => {
    for (const file of ['/robots.txt', '/sitemap.xml', '/rss.xml']) {
      const res = await t.http
        .get(file)
        .set('Host', 'evil.example')
        .set('X-Forwarded-Host', 'evil.example')
        .set('X-Forwarded-Proto', 'gopher')
        .buffer(true)
        .parse(textOf)
        .expect(200);
      expect(res.body).not.toMatch(/evil\.example|gopher/);
      expect(res.body).toContain('https://www.csec.test/');
    }
  });

  it('sitemap.xml lists the fixed pages in each of their languages and published posts only', async () => {
    const res = await t.http.get('/sitemap.xml').buffer(true).parse(textOf).expect(200);
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    const body = res.body as string;
    expect(body).toContain('<loc>https://www.csec.test/</loc>');
    expect(body).toContain('<loc>https://www.csec.test/product/encryptor</loc>');
    // Each page the site has in both languages is listed in each, every entry naming both and x-default.
    const alternates =
      '<xhtml:link rel="alternate" hreflang="en" href="https://www.csec.test/product/encryptor"/>' +
      '<xhtml:link rel="alternate" hreflang="id" href="https://www.csec.test/id/product/encryptor"/>' +
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://www.csec.test/product/encryptor"/>';
    expect(body).toContain(`<url><loc>https://www.csec.test/product/encryptor</loc>${alternates}</url>`);
    expect(body).toContain(`<url><loc>https://www.csec.test/id/product/encryptor</loc>${alternates}</url>`);
    // The blog's landing page is one page in both languages; a post without a translation is one page.
    expect(body).toContain('<url><loc>https://www.csec.test/id/blog</loc>');
    expect(body).toContain('<loc>https://www.csec.test/blog/feeds-friends</loc>');
    expect(body).not.toContain('hidden-draft');
  });

  it('rss.xml carries the newest published posts with escaped titles', async () => {
    const res = await t.http.get('/rss.xml').buffer(true).parse(textOf).expect(200);
    expect(res.headers['content-type']).toMatch(/application\/rss\+xml/);
    const body = res.body as string;
    expect(body).toContain('<title>Feeds &amp; &lt;Friends&gt;</title>');
    expect(body).toContain('<description>Feed text</description>');
    expect(body).not.toContain('Hidden Draft');
  });

  it('one stored title with characters XML forbids does not break the feed for everyone', async () => {
    // Stored before titles were cleaned on write: the feed must still be well-formed.
    await t.app.get(DataSource).query("UPDATE blogs SET title = ? WHERE slug = 'feeds-friends'", ['Bad\u0000\u0001\u001b\u007f\ufffe title']);
    const res = await t.http.get('/rss.xml').buffer(true).parse(textOf).expect(200);
    expect(res.body).toContain('<title>Bad title</title>');
    // eslint-disable-next-line no-control-regex -- the feed must hold none of these control characters
    expect(res.body).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFFFE\uFFFF]/);
  });
});
