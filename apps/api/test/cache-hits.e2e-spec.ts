import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as zlib from 'node:zlib';
import { bearer, login, startTestApp, SUPERADMIN, type TestApp } from './support/test-app';

/**
 * Cached public JSON is answered ahead of Express's router (src/common/cache/cache-hits.ts): the
 * hit must carry everything the middleware give the answer it stands for.
 */
describe('Cache hits answered ahead of the router', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
    // A few published posts, so the list is big enough to be stored compressed (over 1 KB).
    const token = await login(t.http, SUPERADMIN.email, SUPERADMIN.password);
    const categories = (await t.http.get('/api/categories').expect(200)).body.data as { id: number }[];
    for (let i = 1; i <= 4; i++) {
      const created = await t.http
        .post('/api/blogs')
        .set(bearer(token))
        .send({
          title: `Ground station notes ${i}`,
          categoryId: categories[0].id,
          cover: '/uploads/c.png',
          content: `<p>${'Links fail at dusk. '.repeat(30)}</p>`,
        })
        .expect(201);
      await t.http.post(`/api/blogs/${created.body.blogSlug}/publish`).set(bearer(token)).expect(200);
    }
  });

  afterAll(() => t.close());

  /** Every header but those that differ per response by design. */
  const stable = (headers: Record<string, string>) => {
    const { date: _date, 'x-request-id': _id, 'x-cache': _cache, ...rest } = headers;
    return rest;
  };

  it('answers the same headers and bytes as the miss it keeps, but X-Cache', async () => {
    for (const url of ['/api/blogs/publish?limit=2', '/api/categories', '/api/site-config']) {
      const miss = await t.http.get(url).set('Accept-Encoding', 'identity').expect(200);
      const hit = await t.http.get(url).set('Accept-Encoding', 'identity').expect(200);
      expect([miss.headers['x-cache'], hit.headers['x-cache']]).toEqual(['MISS', 'HIT']);
      expect(stable(hit.headers)).toEqual(stable(miss.headers));
      expect(hit.text).toBe(miss.text);
      expect(hit.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(hit.headers['x-request-id']).not.toBe(miss.headers['x-request-id']);
    }
  });

  it("keeps the caller's safe request id, revalidates with 304, and reads the query as the route does", async () => {
    await t.http.get('/api/blogs/publish?limit=3').expect(200);
    const hit = await t.http.get('/api/blogs/publish?limit=3&utm_source=x').set('X-Request-Id', 'proxy-7.abc').expect(200);
    expect(hit.headers['x-cache']).toBe('HIT');
    expect(hit.headers['x-request-id']).toBe('proxy-7.abc');
    const revalidated = await t.http.get('/api/blogs/publish?limit=3').set('If-None-Match', hit.headers.etag).expect(304);
    expect(revalidated.headers['x-cache']).toBe('HIT');
    expect(revalidated.headers['content-security-policy']).toBe(hit.headers['content-security-policy']);
    // The same search in another spelling (case, spaces) is the same entry.
    await t.http.get('/api/blogs/publish?q=satellite%20links').expect(200);
    expect((await t.http.get('/api/blogs/publish?q=+SATELLITE++links').expect(200)).headers['x-cache']).toBe('HIT');
  });

  it('sends the stored Brotli or gzip copy to a client that takes it, and the plain bytes to one that does not', async () => {
    const url = '/api/blogs/publish?limit=25';
    const plain = (await t.http.get(url).set('Accept-Encoding', 'identity').expect(200)).text;
    expect(plain.length).toBeGreaterThan(1024);
    const get = (encoding: string) =>
      new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        const { port } = t.app.getHttpServer().address() as AddressInfo;
        http
          .get({ host: '127.0.0.1', port, path: url, headers: { 'Accept-Encoding': encoding } }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          })
          .on('error', reject);
      });
    const br = await get('gzip, deflate, br');
    expect([br.headers['x-cache'], br.headers['content-encoding'], br.headers.vary]).toEqual(['HIT', 'br', 'Accept-Encoding']);
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(plain);
    const gzip = await get('gzip;q=1, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(plain);
    const none = await get('br;q=0, gzip;q=0');
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body.toString()).toBe(plain);
  });

  it('counts hits in the metrics under their route, and a GET with a body goes through the router', async () => {
    await t.http.get('/api/categories').expect(200);
    const withBody = await t.http.get('/api/categories').set('Content-Type', 'application/json').send('{}').expect(200);
    expect(withBody.headers['x-cache']).toBe('HIT');
    const counted = (text: string) =>
      Number(/http_request_duration_seconds_count\{method="GET",route="\/api\/categories",status="200"\} (\d+)/.exec(text)?.[1]);
    const before = counted((await t.http.get('/api/metrics').expect(200)).text);
    expect((await t.http.get('/api/categories').expect(200)).headers['x-cache']).toBe('HIT');
    expect(counted((await t.http.get('/api/metrics').expect(200)).text)).toBe(before + 1);
  });
});
