import { DataSource } from 'typeorm';
import { API_MESSAGES } from '@csec/contracts';
import { bearer, login, startTestApp, SUPERADMIN, type TestApp } from './support/test-app';

const METRICS_TOKEN = 'metrics-token-0123456789abcdef';
/** TRUST_PROXY is `loopback` by default: a request relayed by a proxy on this host is judged by the address it names. */
const STRANGER = { 'X-Forwarded-For': '203.0.113.9' };

/** The value of one sample, or the sum of every sample of `name` whose labels include `labels`; 0 when there is none. */
function valueOf(text: string, name: string, labels: Record<string, string> = {}): number {
  let sum = 0;
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map(([, key, value]) => [key, value]));
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) sum += Number(match[3]);
  }
  return sum;
}

describe('GET /api/metrics', () => {
  describe('without METRICS_TOKEN', () => {
    let t: TestApp;
    const scrape = async () => (await t.http.get('/api/metrics').expect(200)).text;

    beforeAll(async () => {
      t = await startTestApp();
    });
    afterAll(() => t.close());

    it('answers a client on this host in Prometheus text format, never from the public cache', async () => {
      const res = await t.http.get('/api/metrics').expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-cache']).toBeUndefined();
      for (const name of [
        'http_request_duration_seconds',
        'db_query_errors_total',
        'public_cache_hits_total',
        'public_cache_misses_total',
        'auth_logins_total',
        'auth_login_failures_total',
        'process_cpu_user_seconds_total',
      ]) {
        expect(res.text).toContain(`# TYPE ${name} `);
      }
      expect((await t.http.get('/api/metrics').expect(200)).headers['x-cache']).toBeUndefined();
    });

    it('refuses any other client, token or not, with 403 in the failure shape', async () => {
      const refused = await t.http.get('/api/metrics').set(STRANGER).expect(403);
      expect(refused.body).toEqual({ status: 'Failed', error: true, code: 'auth.forbidden', message: API_MESSAGES.forbidden });
      await t.http.get('/api/metrics').set(STRANGER).set(bearer(METRICS_TOKEN)).expect(403);
      await t.http
        .get('/api/metrics')
        .set(STRANGER)
        .set(bearer(await login(t.http, SUPERADMIN.email, SUPERADMIN.password)))
        .expect(403);
    });

    it('counts logins and refused logins', async () => {
      const before = await scrape();
      await t.http.post('/api/login').send({ email: SUPERADMIN.email, password: 'wrong-password-1' }).expect(401);
      await login(t.http, SUPERADMIN.email, SUPERADMIN.password);
      const after = await scrape();
      expect(
        valueOf(after, 'auth_login_failures_total', { reason: 'credentials' }) - valueOf(before, 'auth_login_failures_total', { reason: 'credentials' }),
      ).toBe(1);
      expect(valueOf(after, 'auth_logins_total') - valueOf(before, 'auth_logins_total')).toBe(1);
    });

    it('counts public cache misses and hits; a hit is timed under the route it stands for', async () => {
      const before = await scrape();
      await t.http.get('/api/categories').expect(200);
      await t.http.get('/api/categories').expect('X-Cache', 'HIT').expect(200);
      const after = await scrape();
      expect(valueOf(after, 'public_cache_hits_total') - valueOf(before, 'public_cache_hits_total')).toBe(1);
      expect(valueOf(after, 'public_cache_misses_total') - valueOf(before, 'public_cache_misses_total')).toBe(1);
      const categories = { method: 'GET', route: '/api/categories', status: '200' };
      expect(valueOf(after, 'http_request_duration_seconds_count', categories) - valueOf(before, 'http_request_duration_seconds_count', categories)).toBe(2);
    });

    it('labels requests by route pattern, never by the path sent; what no route answered is "unmatched"', async () => {
      const before = await scrape();
      await t.http.get('/api/blogs/publish/no-such-post-1').expect(404);
      await t.http.get('/api/blogs/publish/no-such-post-2').expect(404);
      await t.http.get('/api/no-such-route/42').expect(404);
      const after = await scrape();
      const post = { method: 'GET', route: '/api/blogs/publish/:slug', status: '404' };
      expect(valueOf(after, 'http_request_duration_seconds_count', post) - valueOf(before, 'http_request_duration_seconds_count', post)).toBe(2);
      const unmatched = { method: 'GET', route: 'unmatched', status: '404' };
      expect(valueOf(after, 'http_request_duration_seconds_count', unmatched) - valueOf(before, 'http_request_duration_seconds_count', unmatched)).toBe(1);
      expect(after).not.toMatch(/no-such-post|no-such-route/);
    });

    it('counts failed database queries by driver error code', async () => {
      const before = await scrape();
      // A statement the database accepts and then refuses: the superadmin's row again, under the same primary key.
      await expect(t.app.get(DataSource).query('INSERT INTO users SELECT * FROM users')).rejects.toThrow();
      const after = await scrape();
      expect(valueOf(after, 'db_query_errors_total') - valueOf(before, 'db_query_errors_total')).toBe(1);
      const code = process.env.DB_TYPE === 'mysql' ? 'ER_DUP_ENTRY' : 'SQLITE_CONSTRAINT_PRIMARYKEY';
      expect(valueOf(after, 'db_query_errors_total', { code }) - valueOf(before, 'db_query_errors_total', { code })).toBe(1);
    });

    it('is described in the API docs as a text answer with its refusals', async () => {
      const spec = (await t.http.get('/api/docs-json').expect(200)).body;
      const operation = spec.paths['/api/metrics'].get;
      expect(Object.keys(operation.responses['200'].content)).toEqual(['text/plain']);
      expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['200', '401', '403']));
      expect(operation.security).toEqual([{ bearer: [] }]);
    });
  });

  describe('with METRICS_TOKEN', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ METRICS_TOKEN });
    });
    afterAll(() => t.close());

    it('answers another host presenting the token as a bearer token', async () => {
      const res = await t.http.get('/api/metrics').set(STRANGER).set(bearer(METRICS_TOKEN)).expect(200);
      expect(res.text).toContain('# TYPE http_request_duration_seconds histogram');
    });

    it('refuses another host without it, or with a wrong one or a login token, with 401 in the failure shape', async () => {
      const missing = await t.http.get('/api/metrics').set(STRANGER).expect(401);
      expect(missing.body).toEqual({ status: 'Failed', error: true, code: 'auth.unauthorized', message: API_MESSAGES.unauthorized });
      for (const wrong of [`${METRICS_TOKEN}x`, METRICS_TOKEN.slice(0, -1), await login(t.http, SUPERADMIN.email, SUPERADMIN.password)]) {
        await t.http.get('/api/metrics').set(STRANGER).set(bearer(wrong)).expect(401);
      }
      await t.http.get('/api/metrics').set(STRANGER).set('Authorization', `Basic ${METRICS_TOKEN}`).expect(401);
    });

    it('still answers a client on this host without it', async () => {
      await t.http.get('/api/metrics').expect(200);
    });
  });
});
