import type { ChildProcess } from 'node:child_process';
import { bearer, login, startTestApp, SUPERADMIN, TestApp } from './support/test-app';
import { freePort, killAndWait, startRedis } from './support/local-services';
import { within } from './support/within';

/**
 * Two server processes on one database and one real Redis (each app has its own connections and
 * memory, as two processes would): what one clears, forgets or counts, the other does too.
 */
describe('processes sharing Redis: caches, sessions and limits agree', () => {
  const prefix = `csec-e2e-${process.pid}-${Date.now()}:`;
  let a: TestApp;
  let b: TestApp;
  let root: string;
  let categoryId: number;

  beforeAll(async () => {
    // Pages are read here for what they show: a render that outran SSR_TIMEOUT_MS's default (1 s) on a busy
    // machine would be served client-rendered, without the posts this spec looks for.
    a = await startTestApp({
      REDIS_URL: 'redis://127.0.0.1:6379',
      REDIS_KEY_PREFIX: prefix,
      JWT_SECRET: 'redis-sync-e2e-secret-of-forty-characters',
      SSR_TIMEOUT_MS: '15000',
    });
    b = await startTestApp({}, a);
    await Promise.all([untilRedis(a, 'up'), untilRedis(b, 'up')]);
    root = await login(a.http, SUPERADMIN.email, SUPERADMIN.password);
    categoryId = (await a.http.get('/api/categories')).body.data[0].id;
  });
  afterAll(async () => {
    await b?.stop();
    await a?.close();
  });

  const titlesOn = async (t: TestApp) => ((await t.http.get('/api/blogs/publish').expect(200)).body.data as { title: string }[]).map((post) => post.title);

  async function draft(t: TestApp, title: string): Promise<{ slug: string; id: number }> {
    const res = await t.http
      .post('/api/blogs')
      .set(bearer(root))
      .send({ title, categoryId, content: `<p>${title}</p>`, cover: COVER })
      .expect(201);
    return { slug: res.body.blogSlug as string, id: res.body.blogId as number };
  }

  it('a post published, edited, unpublished or deleted through one process shows so on the other within 1 s, JSON and page alike', async () => {
    const { slug, id } = await draft(a, 'Seen by both processes');
    // b caches the list and the page without the post.
    expect(await titlesOn(b)).not.toContain('Seen by both processes');
    await b.http.get('/blog').expect(200);

    await a.http.post(`/api/blogs/${slug}/publish`).set(bearer(root)).expect(200);
    expect(await within(1000, async () => (await titlesOn(b)).includes('Seen by both processes'))).toBeLessThan(1000);
    expect(await within(1000, async () => (await b.http.get('/blog')).text.includes('Seen by both processes'))).toBeLessThan(1000);
    await b.http.get(`/blog/${slug}`).expect(200);

    await a.http.post(`/api/blogs/${slug}/draft`).set(bearer(root)).expect(200);
    expect(await within(1000, async () => (await b.http.get(`/blog/${slug}`)).status === 404)).toBeLessThan(1000);
    expect(await within(1000, async () => !(await titlesOn(b)).includes('Seen by both processes'))).toBeLessThan(1000);

    await a.http.put(`/api/blogs/${id}`).set(bearer(root)).send({ title: 'Edited on the other process' }).expect(200);
    await a.http.post(`/api/blogs/${slug}/publish`).set(bearer(root)).expect(200);
    expect(await within(1000, async () => (await titlesOn(b)).includes('Edited on the other process'))).toBeLessThan(1000);
    await b.http.get(`/api/blogs/publish/${slug}`).expect(200);

    await a.http.post(`/api/blogs/${slug}/draft`).set(bearer(root)).expect(200);
    await a.http.delete(`/api/blogs/${id}`).set(bearer(root)).expect(200);
    expect(await within(1000, async () => (await b.http.get(`/api/blogs/publish/${slug}`)).status === 404)).toBeLessThan(1000);
  });

  it('a logout on one process is refused by the other within 1 s', async () => {
    const token = await login(a.http, SUPERADMIN.email, SUPERADMIN.password);
    // b trusts the session from memory from now on.
    await b.http.get('/api/users/me').set(bearer(token)).expect(200);
    await a.http.post('/api/logout').set(bearer(token)).expect(200);
    expect(await within(1000, async () => (await b.http.get('/api/users/me').set(bearer(token))).status === 401)).toBeLessThan(1000);
  });

  it('wrong passwords for one account count on both: the 6th, whichever process gets it, is refused', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await (i % 2 ? b : a).http.post('/api/login').send({ email: SUPERADMIN.email, password: `wrong-${i}-password` });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // The account's owner still gets in from another address: the count is per e-mail and client.
    await a.http.post('/api/login').set('X-Forwarded-For', '203.0.113.9').send({ email: SUPERADMIN.email, password: SUPERADMIN.password });
  });
});

describe('a Redis that goes away and comes back', () => {
  let redis: ChildProcess | undefined;
  let port: number;
  let a: TestApp;
  let b: TestApp;
  let root: string;

  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port);
    a = await startTestApp({ REDIS_URL: `redis://127.0.0.1:${port}`, JWT_SECRET: 'redis-outage-e2e-secret-of-forty-characters!' });
    b = await startTestApp({}, a);
    await Promise.all([untilRedis(a, 'up'), untilRedis(b, 'up')]);
    root = await login(a.http, SUPERADMIN.email, SUPERADMIN.password);
  });
  afterAll(async () => {
    await killAndWait(redis);
    await b?.stop();
    await a?.close();
  });

  it('keeps answering reads, logins and writes while Redis is down, says so, and is coherent again once it returns', async () => {
    const categoryId = (await a.http.get('/api/categories')).body.data[0].id as number;
    await killAndWait(redis);
    await untilRedis(a, 'degraded');
    const ready = await a.http.get('/api/health/ready').expect(200);
    expect(ready.body.data).toEqual({ database: 'up', redis: 'degraded' });

    await b.http.get('/api/blogs/publish').expect(200);
    await b.http.get('/').expect(200);
    const token = await login(b.http, SUPERADMIN.email, SUPERADMIN.password);
    const res = await a.http
      .post('/api/blogs')
      .set(bearer(root))
      .send({ title: 'Written while Redis was away', categoryId, content: '<p>x</p>', cover: COVER })
      .expect(201);
    await a.http.post(`/api/blogs/${res.body.blogSlug}/publish`).set(bearer(root)).expect(200);
    // Limits still count, in each process's memory.
    await b.http.post('/api/login').send({ email: 'nobody@csec.test', password: 'wrong-password-1' }).expect(401);

    redis = await startRedis(port);
    const back = await within(5000, async () => {
      const titles = ((await b.http.get('/api/blogs/publish')).body.data as { title: string }[]).map((post) => post.title);
      return titles.includes('Written while Redis was away');
    });
    expect(back).toBeLessThan(5000);
    await untilRedis(b, 'up');
    // And messages flow again: a logout on b is refused on a within 1 s.
    await a.http.get('/api/users/me').set(bearer(token)).expect(200);
    await b.http.post('/api/logout').set(bearer(token)).expect(200);
    expect(await within(1000, async () => (await a.http.get('/api/users/me').set(bearer(token))).status === 401)).toBeLessThan(1000);
  });
});

const COVER = 'https://images.example.com/cover.jpg';

async function untilRedis(t: TestApp, state: 'up' | 'degraded'): Promise<void> {
  const took = await within(10_000, async () => (await t.http.get('/api/health/ready')).body.data?.redis === state);
  if (took === Infinity) throw new Error(`Redis never became ${state}`);
}
