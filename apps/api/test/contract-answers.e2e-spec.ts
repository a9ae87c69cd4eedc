import Ajv, { type ValidateFunction } from 'ajv';
import type { Response } from 'supertest';
import { makePng } from './support/images';
import { bearer, createAccount, login, startTestApp, SUPERADMIN, TestApp } from './support/test-app';

type Schema = Record<string, unknown>;
interface OpenApi {
  paths: Record<string, Record<string, { responses: Record<string, { description: string; content?: Record<string, { schema: Schema }> }> }>>;
  components: { schemas: Record<string, Schema> };
}

/**
 * The real answers match the served document: every field the API sends is documented
 * (objects are closed with additionalProperties: false here), every required one is sent,
 * and null appears only where the document says nullable.
 */
describe('answers match the OpenAPI document', () => {
  let t: TestApp;
  let root: string;
  let document: OpenApi;
  const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
  const validators = new Map<string, ValidateFunction>();

  beforeAll(async () => {
    t = await startTestApp();
    root = await login(t.http, SUPERADMIN.email, SUPERADMIN.password);
    document = (await t.http.get('/api/docs-json').expect(200)).body as OpenApi;
  });
  afterAll(() => t.close());

  function validatorFor(path: string, method: string, status: number): ValidateFunction {
    const key = `${method} ${path} ${status}`;
    let validate = validators.get(key);
    if (!validate) {
      const schema = document.paths[path]?.[method]?.responses[String(status)]?.content?.['application/json']?.schema;
      if (!schema) throw new Error(`${key} is not documented`);
      validate = ajv.compile(closed({ ...schema, components: document.components }) as Schema);
      validators.set(key, validate);
    }
    return validate;
  }

  function expectDocumented(res: Response, path: string, method: string): void {
    const validate = validatorFor(path, method, res.status);
    const valid = validate(res.body);
    expect([`${method} ${path} ${res.status}`, valid ? [] : validate.errors]).toEqual([`${method} ${path} ${res.status}`, []]);
    expectCodeNamed(res, path, method);
  }

  /** A refusal (401, 403) names in its description every code it can carry: the one sent must be among them. */
  function expectCodeNamed(res: Response, path: string, method: string): void {
    if (res.status !== 401 && res.status !== 403) return;
    const { description } = document.paths[path][method].responses[String(res.status)];
    const code = (res.body as { code: string }).code;
    expect([`${method} ${path} ${res.status}`, code, description.includes(`\`${code}\``)]).toEqual([`${method} ${path} ${res.status}`, code, true]);
  }

  /** A request an access rule must refuse: 403, as documented. */
  async function expectRefused(path: string, method: string, req: Promise<Response>): Promise<void> {
    const res = await req;
    expect([`${method} ${path}`, res.status]).toEqual([`${method} ${path}`, 403]);
    expectDocumented(res, path, method);
  }

  it('accounts, categories, posts, uploads and failures', async () => {
    const author = await createAccount(t.http, root, { username: 'schema', email: 'schema@csec.test', role: 'author' });
    const check = async (path: string, method: string, req: Promise<Response>) => expectDocumented(await req, path, method);

    await check('/api/login', 'post', t.http.post('/api/login').send({ email: SUPERADMIN.email, password: SUPERADMIN.password }));
    await check('/api/login', 'post', t.http.post('/api/login').send({ email: SUPERADMIN.email, password: 'wrong-password-1' }));
    await check('/api/login', 'post', t.http.post('/api/login').send({ email: '' }));
    await check(
      '/api/register',
      'post',
      t.http.post('/api/register').set(bearer(root)).send({ username: 'schema2', email: 'schema2@csec.test', password: 'password-123', role: 'admin' }),
    );
    await check('/api/users/me', 'get', t.http.get('/api/users/me').set(bearer(author.token)));
    await check('/api/users/me/language', 'put', t.http.put('/api/users/me/language').set(bearer(author.token)).send({ language: 'id' }));
    await check('/api/users/me/language', 'put', t.http.put('/api/users/me/language').set(bearer(author.token)).send({ language: 'fr' }));
    await check('/api/users', 'get', t.http.get('/api/users').set(bearer(root)));
    await check('/api/users', 'get', t.http.get('/api/users'));
    await check('/api/users/{id}', 'get', t.http.get(`/api/users/${author.id}`).set(bearer(root)));
    await check('/api/users/{id}', 'get', t.http.get('/api/users/99999').set(bearer(root)));
    await check(
      '/api/users/{id}',
      'post',
      t.http.post(`/api/users/${author.id}`).set(bearer(author.token)).send({ username: 'schema-renamed', email: 'schema@csec.test', role: 'author' }),
    );
    // An author on another's profile: UserPolicy refuses.
    const other = await createAccount(t.http, root, { username: 'schema_other', email: 'schema-other@csec.test', role: 'author' });
    await expectRefused(
      '/api/users/{id}',
      'post',
      t.http.post(`/api/users/${other.id}`).set(bearer(author.token)).send({ username: 'schema-taken', email: 'schema-other@csec.test', role: 'author' }),
    );

    await check('/api/categories', 'get', t.http.get('/api/categories'));
    const category = await t.http.post('/api/categories').set(bearer(root)).send({ name: 'Schema', description: 'For the contract test' });
    expectDocumented(category, '/api/categories', 'post');
    await check('/api/categories', 'post', t.http.post('/api/categories').set(bearer(root)).send({ name: 'Schema', description: 'Again' }));
    const categoryPath = `/api/categories/${category.body.data.id}`;
    await check('/api/categories/{categoryId}', 'put', t.http.put(categoryPath).set(bearer(root)).send({ name: 'Schema Two', description: 'Renamed' }));
    await check('/api/categories/{categoryId}', 'put', t.http.put(categoryPath).set(bearer(root)).send({ name: 'Insight', description: 'Taken' }));
    await check('/api/categories/overview', 'get', t.http.get('/api/categories/overview').set(bearer(root)));

    const integration = await t.http
      .post('/api/integrations')
      .set(bearer(root))
      .send({ name: 'Schema', scopes: ['content:read'] });
    expectDocumented(integration, '/api/integrations', 'post');
    await check('/api/integrations', 'get', t.http.get('/api/integrations').set(bearer(root)));
    await check('/api/blogs', 'post', t.http.post('/api/blogs').set(bearer(integration.body.data.token)).send({ title: 'Out of scope' }));
    await check('/api/integrations/{id}', 'delete', t.http.delete(`/api/integrations/${integration.body.data.id}`).set(bearer(root)));

    // A public address (no name to resolve here) where nothing listens: nothing is delivered, and nothing needs to be.
    const hook = await t.http
      .post('/api/webhooks')
      .set(bearer(root))
      .send({ url: 'https://203.0.113.50/csec', events: ['lead.created'] });
    expectDocumented(hook, '/api/webhooks', 'post');
    await check(
      '/api/webhooks',
      'post',
      t.http
        .post('/api/webhooks')
        .set(bearer(root))
        .send({ url: 'https://127.0.0.1/x', events: ['lead.created'] }),
    );
    await check('/api/webhooks', 'get', t.http.get('/api/webhooks').set(bearer(root)));
    await check('/api/webhooks/{id}', 'patch', t.http.patch(`/api/webhooks/${hook.body.data.id}`).set(bearer(root)).send({ rollSecret: true }));
    await check('/api/webhooks/{id}/deliveries', 'get', t.http.get(`/api/webhooks/${hook.body.data.id}/deliveries`).set(bearer(root)));
    await check('/api/webhooks/{id}', 'delete', t.http.delete(`/api/webhooks/${hook.body.data.id}`).set(bearer(root)));

    const png = await makePng(1200, 800);
    const upload = await t.http.post('/api/upload').set(bearer(author.token)).attach('file', png, { filename: 'c.png', contentType: 'image/png' });
    expectDocumented(upload, '/api/upload', 'post');
    const cover = (upload.body as { url: string }).url;

    const draft = await t.http.post('/api/blogs/').set(bearer(author.token)).send({ title: 'Only a title' });
    expectDocumented(draft, '/api/blogs', 'post');
    const full = await t.http
      .post('/api/blogs/')
      .set(bearer(author.token))
      .send({ title: 'Full post', categoryId: (category.body as { data: { id: number } }).data.id, content: '<p>Body</p>', cover, eventDate: '2026-12-03' });
    expectDocumented(full, '/api/blogs', 'post');
    const external = await t.http
      .post('/api/blogs/')
      .set(bearer(author.token))
      .send({
        title: 'External cover',
        categoryId: (category.body as { data: { id: number } }).data.id,
        content: '<p>Body</p>',
        cover: 'https://example.com/c.png',
      });
    const { blogSlug, blogId } = full.body as { blogSlug: string; blogId: number };
    await check(
      '/api/blogs/{slug}/publish',
      'post',
      t.http.post(`/api/blogs/${(draft.body as { blogSlug: string }).blogSlug}/publish`).set(bearer(author.token)),
    );
    await check('/api/blogs/{slug}/publish', 'post', t.http.post(`/api/blogs/${blogSlug}/publish`).set(bearer(author.token)));
    await t.http
      .post(`/api/blogs/${(external.body as { blogSlug: string }).blogSlug}/publish`)
      .set(bearer(author.token))
      .expect(200);
    await check('/api/blogs/{blog}', 'put', t.http.put(`/api/blogs/${blogId}`).set(bearer(author.token)).send({ title: 'Locked' }));
    await check('/api/blogs', 'get', t.http.get('/api/blogs').set(bearer(author.token)));
    await check('/api/blogs/{blog}', 'get', t.http.get(`/api/blogs/${blogSlug}`).set(bearer(author.token)));
    await check('/api/blogs/{blog}', 'get', t.http.get(`/api/blogs/${(draft.body as { blogSlug: string }).blogSlug}`).set(bearer(author.token)));
    await check('/api/blogs/publish', 'get', t.http.get('/api/blogs/publish'));
    await check('/api/blogs/publish', 'get', t.http.get('/api/blogs/publish?limit=0'));
    await check('/api/blogs/publish/sidebar', 'get', t.http.get('/api/blogs/publish/sidebar'));
    await check('/api/blogs/publish/{slug}', 'get', t.http.get(`/api/blogs/publish/${blogSlug}`));
    await check('/api/blogs/publish/{slug}', 'get', t.http.get(`/api/blogs/publish/${(external.body as { blogSlug: string }).blogSlug}`));
    await check('/api/blogs/publish/{slug}', 'get', t.http.get('/api/blogs/publish/nothing-here'));
    await check('/api/blogs/{slug}/draft', 'post', t.http.post(`/api/blogs/${blogSlug}/draft`).set(bearer(author.token)));
    await check('/api/blogs/{blog}', 'put', t.http.put(`/api/blogs/${blogId}`).set(bearer(author.token)).send({ title: 'Renamed', eventDate: null }));
    // Another author's post: the post policy refuses a save and a delete.
    await expectRefused('/api/blogs/{blog}', 'put', t.http.put(`/api/blogs/${blogId}`).set(bearer(other.token)).send({ title: 'Not mine' }));
    await expectRefused('/api/blogs/{blog}', 'delete', t.http.delete(`/api/blogs/${blogId}`).set(bearer(other.token)));
    await check('/api/blogs/{blog}', 'delete', t.http.delete(`/api/blogs/${blogId}`).set(bearer(author.token)));
    await check('/api/users/{id}', 'delete', t.http.delete(`/api/users/${author.id}`).set(bearer(root)));
    await check('/api/health', 'get', t.http.get('/api/health'));
    await check('/api/health/live', 'get', t.http.get('/api/health/live'));
    await check('/api/health/ready', 'get', t.http.get('/api/health/ready'));
    await check('/api/site-config', 'get', t.http.get('/api/site-config'));
  });

  it('leads: the public form and the staff routes', async () => {
    const author = await createAccount(t.http, root, { username: 'schema_leads', email: 'schema-leads@csec.test', role: 'author' });
    const check = async (path: string, method: string, req: Promise<Response>) => expectDocumented(await req, path, method);
    const lead = {
      kind: 'registration',
      name: 'Rina Wijaya',
      organisation: 'Ministry of Defence',
      email: 'rina@example.go.id',
      phone: '+62 21 5081 1234',
      interest: 'CSEC Defense',
      consent: true,
    };

    await check('/api/leads', 'post', t.http.post('/api/leads').send(lead));
    await check(
      '/api/leads',
      'post',
      t.http.post('/api/leads').send({ kind: 'contact', name: 'Budi', organisation: 'PT Contoh', email: 'budi@example.co.id', consent: true }),
    );
    await check('/api/leads', 'post', t.http.post('/api/leads').send({ ...lead, website: 'https://spam.example' }));
    await check('/api/leads', 'get', t.http.get('/api/leads').set(bearer(root)));
    await check('/api/leads', 'get', t.http.get('/api/leads?kind=newsletter').set(bearer(root)));
    await check('/api/leads', 'get', t.http.get('/api/leads'));
    await check('/api/leads', 'get', t.http.get('/api/leads').set(bearer(author.token)));
    const id = ((await t.http.get('/api/leads').set(bearer(root))).body as { data: { id: number }[] }).data[0].id;
    await check('/api/leads/{id}', 'get', t.http.get(`/api/leads/${id}`).set(bearer(root)));
    await check('/api/leads/{id}', 'get', t.http.get('/api/leads/99999').set(bearer(root)));
    await check('/api/leads/{id}', 'patch', t.http.patch(`/api/leads/${id}`).set(bearer(root)).send({ status: 'contacted' }));
    await check('/api/leads/{id}', 'patch', t.http.patch(`/api/leads/${id}`).set(bearer(root)).send({ status: 'done' }));
    await check('/api/leads/{id}', 'patch', t.http.patch('/api/leads/99999').set(bearer(root)).send({ status: 'closed' }));
    await check('/api/leads/export.csv', 'get', t.http.get('/api/leads/export.csv'));
    await check('/api/leads/export.csv', 'get', t.http.get('/api/leads/export.csv').set(bearer(author.token)));
    await check('/api/leads/export.csv', 'get', t.http.get('/api/leads/export.csv?status=done').set(bearer(root)));
    const csv = await t.http.get('/api/leads/export.csv').set(bearer(root)).expect(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(document.paths['/api/leads/export.csv'].get.responses['200'].content).toEqual({ 'text/csv': { schema: { type: 'string' } } });
    await check('/api/leads/{id}', 'delete', t.http.delete(`/api/leads/${id}`).set(bearer(root)));
    await check('/api/leads/{id}', 'delete', t.http.delete(`/api/leads/${id}`).set(bearer(root)));

    // The hourly allowance (10 by default) runs out.
    let refused: Response | undefined;
    for (let i = 0; i < 11 && !refused; i++) {
      const res = await t.http.post('/api/leads').send(lead);
      if (res.status === 429) refused = res;
    }
    if (!refused) throw new Error('POST /api/leads was never refused');
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expectDocumented(refused, '/api/leads', 'post');
  });

  it('activity: the admin-level list and its failures', async () => {
    const author = await createAccount(t.http, root, { username: 'schema_activity', email: 'schema-activity@csec.test', role: 'author' });
    const check = async (path: string, method: string, req: Promise<Response>) => expectDocumented(await req, path, method);
    await t.http.post('/api/login').send({ email: 'schema-activity@csec.test', password: 'wrong-password-1' }).expect(401);

    await check('/api/activity', 'get', t.http.get('/api/activity').set(bearer(root)));
    await check('/api/activity', 'get', t.http.get(`/api/activity?actor=${author.id}&action=auth.login&from=2020-01-01&to=2100-01-01`).set(bearer(root)));
    await check('/api/activity', 'get', t.http.get('/api/activity?action=post.explode').set(bearer(root)));
    await check('/api/activity', 'get', t.http.get('/api/activity'));
    await check('/api/activity', 'get', t.http.get('/api/activity').set(bearer(author.token)));
  });

  it('would catch an undocumented, a missing or an unexpected null field', () => {
    const validate = validatorFor('/api/users/me', 'get', 200);
    const user = { id: 1, username: 'a', email: 'a@b.test', role: 'author', createdAt: 'x', updatedAt: 'x', language: 'en' };
    expect(validate({ status: 'Success', data: [user] })).toBe(true);
    expect(validate({ status: 'Success', data: [{ ...user, extra: 1 }] })).toBe(false);
    expect(validate({ status: 'Success', data: [{ ...user, email: undefined }] })).toBe(false);
    expect(validate({ status: 'Success', data: [{ ...user, email: null }] })).toBe(false);
    expect(validatorFor('/api/login', 'post', 401)({ status: 'Failed', error: true, code: 'no.such_code', message: 'x' })).toBe(false);
  });
});

/** A copy where every object schema with properties admits no others, and `nullable` also covers an allOf $ref. */
function closed(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(closed);
  if (typeof schema !== 'object' || schema === null) return schema;
  const copy: Schema = {};
  for (const [key, value] of Object.entries(schema)) copy[key] = key === 'example' ? value : closed(value);
  if (copy.properties && copy.additionalProperties === undefined) copy.additionalProperties = false;
  if (copy.nullable === true && Array.isArray(copy.allOf)) {
    const { allOf, nullable: _nullable, type: _type, ...rest } = copy;
    return { ...rest, anyOf: [{ type: 'null' }, { allOf }] };
  }
  return copy;
}
