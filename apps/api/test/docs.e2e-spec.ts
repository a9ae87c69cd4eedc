import { startTestApp, TestApp } from './support/test-app';

describe('API documentation and health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('GET /api/health checks the database', async () => {
    const res = await t.http.get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'Success', data: { database: 'up' } });
  });

  it('serves Swagger UI at /api/docs', async () => {
    const res = await t.http.get('/api/docs').redirects(1).expect(200);
    expect(res.text).toContain('swagger');
  });

  it('describes every route with responses, bearer auth on protected ones and `security: []` on public ones', async () => {
    const spec = (await t.http.get('/api/docs-json').expect(200)).body;
    expect(spec.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    const operations = Object.entries(spec.paths as Record<string, Record<string, { responses: object; security?: unknown[] }>>).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ path, method, op })),
    );
    const expected = [
      '/api/login',
      '/api/register',
      '/api/users',
      '/api/users/me',
      '/api/users/{id}',
      '/api/health',
      '/api/health/live',
      '/api/health/ready',
      '/api/categories',
      '/api/categories/{categoryId}',
      '/api/categories/overview',
      '/api/blogs',
      '/api/blogs/{blog}',
      '/api/blogs/{slug}/publish',
      '/api/blogs/{slug}/draft',
      '/api/blogs/publish',
      '/api/blogs/publish/sidebar',
      '/api/blogs/publish/{slug}',
      '/api/upload',
      '/api/leads',
      '/api/leads/{id}',
      '/api/leads/export.csv',
    ];
    for (const path of expected) {
      expect(spec.paths[path]).toBeDefined();
    }
    for (const { path, method, op } of operations) {
      expect([path, method, Object.keys(op.responses).length > 0]).toEqual([path, method, true]);
      // Every operation says whether it needs a token: `security: []` when it does not.
      expect([path, method, Array.isArray(op.security)]).toEqual([path, method, true]);
    }
    expect(spec.paths['/api/users'].get.security).toEqual([{ bearer: [] }]);
    expect(spec.paths['/api/upload'].post.security).toEqual([{ bearer: [] }]);
    expect(spec.paths['/api/blogs/{blog}'].put.requestBody).toBeDefined();
    expect(spec.paths['/api/blogs/publish'].get.security).toEqual([]);
    expect(spec.paths['/api/categories'].post.security).toEqual([{ bearer: [] }]);
    expect(spec.paths['/api/categories/{categoryId}'].put.requestBody).toBeDefined();
    // The scope an integration's API token needs, on every route one may use; none on staff-only routes.
    expect(spec.paths['/api/blogs'].get['x-api-token-scope']).toBe('content:read');
    expect(spec.paths['/api/blogs/{slug}/publish'].post['x-api-token-scope']).toBe('content:write');
    expect(spec.paths['/api/leads/{id}'].patch['x-api-token-scope']).toBe('leads:write');
    expect(spec.paths['/api/users'].get['x-api-token-scope']).toBeUndefined();
    expect(spec.paths['/api/integrations'].post['x-api-token-scope']).toBeUndefined();
    expect(spec.paths['/api/login'].post.security).toEqual([]);
    expect(spec.paths['/api/register'].post.requestBody).toBeDefined();
    expect(spec.paths['/api/leads'].post.security).toEqual([]);
    expect(spec.paths['/api/leads'].post.requestBody).toBeDefined();
    expect(spec.paths['/api/leads'].get.security).toEqual([{ bearer: [] }]);
    expect(spec.paths['/api/leads/{id}'].patch.requestBody).toBeDefined();
    expect(spec.paths['/api/leads/export.csv'].get.security).toEqual([{ bearer: [] }]);
  });

  it('answers an unknown API path with a JSON 404 in the failure shape', async () => {
    const res = await t.http.get('/api/does-not-exist').expect(404);
    expect(res.body).toMatchObject({ status: 'Failed', error: true });
  });
});
