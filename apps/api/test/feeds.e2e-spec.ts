import { bearer, login, startTestApp, SUPERADMIN, TestApp } from './support/test-app';

describe('robots.txt, sitemap.xml and rss.xml', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    const token = await login(t.http, SUPERADMIN.email, SUPERADMIN.password);
    const categories = await t.http.get('/api/categories');
    const categoryId = categories.body.data[0].id;
    for (const title of ['Feeds & <Friends>', 'Hidden Draft']) {
      const res = await t.http.post('/api/blogs').set(bearer(token)).send({ title, categoryId, content: '<p>Feed text</p>', cover: '/uploads/c.png' }).expect(201);
      if (title !== 'Hidden Draft') await t.http.post(`/api/blogs/${res.body.blogSlug}/publish`).set(bearer(token)).expect(200);
    }
  });
  afterAll(() => t.close());

  it('robots.txt keeps crawlers out of the dashboard and names the sitemap', async () => {
    const res = await t.http.get('/robots.txt').set('Host', 'www.csec.test').expect(200);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    expect(res.text).toContain('Disallow: /dashboard');
    expect(res.text).toContain('Sitemap: http://www.csec.test/sitemap.xml');
  });

  it('sitemap.xml lists the fixed pages and published posts only', async () => {
    const res = await t.http.get('/sitemap.xml').set('Host', 'www.csec.test').buffer(true).parse((r, cb) => {
      let text = '';
      r.on('data', (c: Buffer) => (text += c.toString()));
      r.on('end', () => cb(null, text));
    }).expect(200);
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    const body = res.body as string;
    expect(body).toContain('<loc>http://www.csec.test/</loc>');
    expect(body).toContain('<loc>http://www.csec.test/product/encryptor</loc>');
    expect(body).toContain('<loc>http://www.csec.test/blog/feeds-friends</loc>');
    expect(body).not.toContain('hidden-draft');
  });

  it('rss.xml carries the newest published posts with escaped titles', async () => {
    const res = await t.http.get('/rss.xml').buffer(true).parse((r, cb) => {
      let text = '';
      r.on('data', (c: Buffer) => (text += c.toString()));
      r.on('end', () => cb(null, text));
    }).expect(200);
    expect(res.headers['content-type']).toMatch(/application\/rss\+xml/);
    const body = res.body as string;
    expect(body).toContain('<title>Feeds &amp; &lt;Friends&gt;</title>');
    expect(body).toContain('<description>Feed text</description>');
    expect(body).not.toContain('Hidden Draft');
  });
});
