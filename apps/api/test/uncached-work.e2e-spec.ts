import * as fs from 'node:fs';
import type { IncomingMessage, Server } from 'node:http';
import * as os from 'node:os';
import * as path from 'node:path';
import type { RenderPage, RenderRequest } from '@csec/contracts';
import type { Response } from 'supertest';
import { PublicCacheService } from '../src/common/cache/public-cache.service';
import { SitePages } from '../src/site/site-pages';
import { bearer, login, startTestApp, SUPERADMIN, type TestApp } from './support/test-app';

/**
 * The probe's flood, replayed small: strangers asking for searches and pages nobody asked for
 * before. Every such request costs its client a point (RENDER_MAX_PER_MINUTE, 5 here) and waits
 * for one of RENDER_CONCURRENCY turns (1 here) in a queue of RENDER_QUEUE (1 here); cached
 * answers are served meanwhile, and made-up paths share one not-found page.
 */
describe('uncached work: searches and page renders strangers cause', () => {
  let t: TestApp;
  let dist: string;
  const renders: string[] = [];
  /** What the render's own API calls were answered. */
  const innerStatuses: number[] = [];
  /** While set, every render waits for it: a slow render holding its turn. */
  let hold: Promise<void> | undefined;
  let client = 0;
  /** A client of its own (through the trusted proxy), so one test's points do not carry into the next. */
  const newClient = () => `198.51.100.${++client}`;

  const renderPage: RenderPage = async ({ url, apiOrigin, apiHeaders }: RenderRequest) => {
    renders.push(url);
    if (url.startsWith('/blog/search')) {
      const q = new URL(url, 'http://x').searchParams.get('q') ?? '';
      const res = await fetch(`${apiOrigin}/api/blogs/publish?q=${encodeURIComponent(q)}`, { headers: apiHeaders });
      innerStatuses.push(res.status);
    }
    await hold;
    return { html: `<main>rendered ${url}</main>`, status: url === '/404' ? 404 : 200, data: {} };
  };

  /** Counts the requests for `url` that reach the server from now on; reach(n) waits for the n-th, then stops counting. */
  const countArrivals = (url: string) => {
    let arrived = 0;
    const server: Server = t.app.getHttpServer();
    const count = (req: IncomingMessage) => void (req.url === url && arrived++);
    server.on('request', count);
    return {
      reach: async (n: number) => {
        while (arrived < n) await new Promise((resolve) => setTimeout(resolve, 5));
        server.off('request', count);
      },
    };
  };
  const get = (url: string, ip: string) => t.http.get(url).set('X-Forwarded-For', ip);
  /** Starts the request now and answers its response later. */
  const start = (url: string, ip: string): Promise<Response> => get(url, ip).then((res) => res);

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'csec-uncached-'));
    fs.mkdirSync(path.join(dist, 'shell'));
    fs.writeFileSync(path.join(dist, 'shell/index.html'), '<!doctype html><html><head><title>CSEC</title></head><body><div id=root></div></body></html>');
    t = await startTestApp({ WEB_DIST_DIR: dist, TRUST_PROXY: 'loopback', RENDER_CONCURRENCY: '1', RENDER_QUEUE: '1', RENDER_MAX_PER_MINUTE: '5' });
    const remote = { get: async () => ({ version: 'e2e', render: renderPage, styles: [], assetBase: '/remotes/public-site/' }) };
    Object.assign(t.app.get(SitePages), { remote });

    const root = await login(t.http, SUPERADMIN.email, SUPERADMIN.password);
    const categories = (await t.http.get('/api/categories')).body.data as { id: number }[];
    const created = await t.http
      .post('/api/blogs')
      .set(bearer(root))
      .send({ title: 'Securing ground stations', categoryId: categories[0].id, cover: '/uploads/c.png', content: '<p>Secure links for remote sites.</p>' })
      .expect(201);
    await t.http.post(`/api/blogs/${created.body.blogSlug}/publish`).set(bearer(root)).expect(200);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('keys a search by the words it looks for: padding with short words and punctuation finds the cached answer', async () => {
    const first = await get(`/api/blogs/publish?q=${encodeURIComponent('ab cd securing')}`, newClient()).expect(200);
    expect(first.headers['x-cache']).toBe('MISS');
    expect(first.body.countData).toBe(1);
    for (const q of ['ac cd securing', 'SECURING!!', '-- xy securing ..']) {
      const again = await get(`/api/blogs/publish?q=${encodeURIComponent(q)}`, newClient()).expect(200);
      expect(again.headers['x-cache']).toBe('HIT');
      expect(again.body).toEqual(first.body);
    }
    // The whole words in any order are one search; the last word (a prefix) is not.
    const reordered = await get(`/api/blogs/publish?q=${encodeURIComponent('links remote securing')}`, newClient()).expect(200);
    expect(reordered.headers['x-cache']).toBe('MISS');
    expect((await get(`/api/blogs/publish?q=${encodeURIComponent('remote, links; securing')}`, newClient())).headers['x-cache']).toBe('HIT');
  });

  it("refuses a client's uncached searches past the minute's allowance with 429 and Retry-After; cached answers and other clients still pass", async () => {
    const ip = newClient();
    for (let i = 1; i <= 5; i++) await get(`/api/blogs/publish?q=secure${i}`, ip).expect(200);
    const refused = await get('/api/blogs/publish?q=secure6', ip).expect(429);
    expect(refused.body).toMatchObject({ status: 'Failed', error: true, code: 'request.too_many' });
    expect(refused.body.message).toMatch(/Too many searches/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.body.params).toEqual({ seconds: Number(refused.headers['retry-after']) });

    expect((await get('/api/blogs/publish?q=secure1', ip).expect(200)).headers['x-cache']).toBe('HIT');
    await get('/api/blogs/publish', ip).expect(200);
    await get('/api/blogs/publish?q=secure6', newClient()).expect(200);
  });

  it('counts every address of an IPv6 /64 as one client', async () => {
    for (let i = 1; i <= 5; i++) await get(`/api/blogs/publish?q=ground${i}`, `2001:db8:1:2::${i}`).expect(200);
    await get('/api/blogs/publish?q=ground6', '2001:db8:1:2::6').expect(429);
    await get('/api/blogs/publish?q=ground6', '2001:db8:1:2:abcd::1').expect(429);
    await get('/api/blogs/publish?q=ground6', '2001:db8:1:3::1').expect(200);
  });

  it('counts page renders too, and answers a refused page with a small page of its own', async () => {
    const ip = newClient();
    for (let page = 2; page <= 6; page++) await get(`/blog?page=${page}`, ip).expect(200);
    const refused = await get('/blog?page=7', ip).expect(429);
    expect(refused.headers['content-type']).toMatch(/^text\/html/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused.text).toContain('Too many searches and page loads');
    expect(refused.text).not.toContain('<script');
    expect((await get('/blog?page=2', ip).expect(200)).headers['x-cache']).toBe('HIT');
  });

  it("does not count or refuse a render's own API calls", async () => {
    // The loopback address the render calls from has used up its own allowance.
    for (let i = 1; i <= 5; i++) await t.http.get(`/api/blogs/publish?q=stations${i}`).expect(200);
    await t.http.get('/api/blogs/publish?q=stations6').expect(429);
    innerStatuses.length = 0;
    await get('/blog/search?q=remote', newClient()).expect(200);
    expect(innerStatuses).toEqual([200]);
  });

  it('serves one shared not-found page: made-up paths cost nothing, an unknown post its one lookup', async () => {
    const ip = newClient();
    const before = renders.length;
    for (let i = 0; i < 12; i++) {
      const res = await get(`/no-such-page-${i}`, ip).expect(404);
      expect(res.text).toContain('rendered /404');
      // Rendered for another path: the browser renders the real one over it instead of hydrating, so #root is
      // not marked for it (the page's loader script names the attribute it looks for).
      expect(res.text).not.toMatch(/<div id="?root"?[^>]*data-ssr/);
      expect(res.text).toContain('<meta name="robots" content="noindex">');
      if (i > 0) expect(res.headers['x-cache']).toBe('HIT');
    }
    expect(renders.length - before).toBeLessThanOrEqual(1);
    // A post's page looks its post up first: a point each, and the same page when there is none.
    for (let i = 0; i < 5; i++) {
      const res = await get(`/blog/no-such-post-${i}`, ip).expect(404);
      expect(res.text).toContain('rendered /404');
    }
    expect(renders.length - before).toBeLessThanOrEqual(1);
    await get('/blog/no-such-post-5', ip).expect(429);
    await get('/no-such-page-99', ip).expect(404);
  });

  it('runs one uncached render at a time with one waiting, answers the rest 503, and serves cached pages meanwhile', async () => {
    await get('/', newClient()).expect(200); // cached from now on
    let open!: () => void;
    hold = new Promise((resolve) => (open = resolve));
    const rendersBefore = renders.length;
    const running = start('/about', newClient());
    while (renders.length === rendersBefore) await new Promise((resolve) => setTimeout(resolve, 5));
    const waiting = start('/contact', newClient());
    // Each of these finds the turn taken and the queue full (the one above waits in it).
    const flood = await Promise.all(Array.from({ length: 10 }, (_, i) => get(`/blog?page=${100 + i}`, newClient())));
    const statuses = flood.map((res) => res.status);
    expect(statuses.every((status) => status === 503 || status === 200)).toBe(true);
    expect(statuses.filter((status) => status === 503).length).toBeGreaterThanOrEqual(9);
    const busy = flood.find((res) => res.status === 503);
    expect(Number(busy?.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(busy?.text).toContain('The site is busy right now');
    const search = await get('/api/blogs/publish?q=busy1', newClient()).expect(503);
    expect(search.body).toMatchObject({ status: 'Failed', code: 'service.busy' });

    const visitor = await get('/', newClient()).expect(200);
    expect(visitor.headers['x-cache']).toBe('HIT');

    hold = undefined;
    open();
    expect((await running).status).toBe(200);
    expect((await waiting).status).toBe(200);
    await get('/blog?page=100', newClient()).expect(200);
  });

  it('renders a page that left the cache once for every request waiting for it, which costs no points and takes no turns', async () => {
    const ip = newClient();
    await get('/product/csec-defense', ip).expect(200);
    // As when the page's time in the cache ends, or a write clears the cache, while many read it.
    t.app.get(PublicCacheService).invalidate();
    let open!: () => void;
    hold = new Promise((resolve) => (open = resolve));
    const rendersBefore = renders.length;
    const arrivals = countArrivals('/product/csec-defense');
    // One client's twelve requests at once: past its minute's points (5, one spent) and past one turn and one place in the queue.
    const readers = Array.from({ length: 12 }, () => start('/product/csec-defense', ip));
    // The render is held until all twelve have reached the server.
    await arrivals.reach(12);
    hold = undefined;
    open();
    const statuses = (await Promise.all(readers)).map((res) => res.status);
    expect(statuses).toEqual(Array.from({ length: 12 }, () => 200));
    expect(renders.slice(rendersBefore)).toEqual(['/product/csec-defense']);
    expect((await get('/product/csec-defense', ip).expect(200)).headers['x-cache']).toBe('HIT');
  });

  it('does not hand a request that came after a write the render that began before it', async () => {
    const page = '/product/encryptor';
    t.app.get(PublicCacheService).invalidate();
    let open!: () => void;
    hold = new Promise((resolve) => (open = resolve));
    const rendersBefore = renders.length;
    const before = start(page, newClient());
    while (renders.length === rendersBefore) await new Promise((resolve) => setTimeout(resolve, 5));
    // A write clears the cache while that render is under way: what it made may be out of date.
    t.app.get(PublicCacheService).invalidate();
    const arrivals = countArrivals(page);
    const after = start(page, newClient());
    await arrivals.reach(1);
    hold = undefined;
    open();
    expect([(await before).status, (await after).status]).toEqual([200, 200]);
    expect(renders.slice(rendersBefore)).toEqual([page, page]);
  });
});
