import { DataSource } from 'typeorm';
import { startTestApp, type TestApp } from './support/test-app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Every answer names its request (X-Request-Id), whoever gives it; a 5xx body names it too. */
describe('request ids', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('comes on Nest routes, cache hits, refused bodies, unknown routes and uploads alike, a new one each time', async () => {
    await t.http.get('/api/blogs/publish').expect(200);
    const answers = [
      await t.http.get('/api/health/live').expect(200),
      await t.http.get('/api/blogs/publish').expect('X-Cache', 'HIT').expect(200),
      await t.http.post('/api/login').set('Content-Type', 'application/json').send('{"email":').expect(400),
      await t.http.get('/api/no-such-route').expect(404),
      await t.http.get('/uploads/missing.png').expect(404),
    ];
    const ids = answers.map((res) => res.headers['x-request-id']);
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("keeps a proxy's short safe X-Request-Id and replaces any other", async () => {
    await t.http.get('/api/health/live').set('X-Request-Id', 'lb-7f3a.42').expect('X-Request-Id', 'lb-7f3a.42');
    for (const unsafe of ['a'.repeat(65), 'two words', '<script>alert(1)</script>']) {
      const res = await t.http.get('/api/health/live').set('X-Request-Id', unsafe).expect(200);
      expect(res.headers['x-request-id']).toMatch(UUID);
    }
  });

  it('puts the id in 5xx failure bodies only', async () => {
    const notFound = await t.http.get('/api/no-such-route').expect(404);
    expect(notFound.body).not.toHaveProperty('requestId');

    const dataSource = t.app.get(DataSource);
    await dataSource.destroy();
    try {
      const down = await t.http.get('/api/health/ready').set('X-Request-Id', 'probe-1').expect(503);
      expect(down.body).toEqual({ status: 'Failed', error: true, code: 'service.unavailable', message: 'Database is not reachable', requestId: 'probe-1' });
      const fresh = await t.http.get('/api/health/ready').expect(503);
      expect(fresh.body.requestId).toBe(fresh.headers['x-request-id']);
      expect(fresh.body.requestId).toMatch(UUID);
    } finally {
      await dataSource.initialize();
    }
  });
});
