import * as zlib from 'node:zlib';
import { API_MESSAGES, ERROR_CODES, MESSAGES, REQUEST_MESSAGES, VALIDATION } from '@csec/contracts';
import { bearer, createAccount, login, startTestApp, SUPERADMIN, TestApp } from './support/test-app';

/** Every failure body carries a stable `code` beside the spec's message (libs/contracts error-codes.ts). */
describe('failure codes', () => {
  let t: TestApp;
  let root: string;
  let insightId: number;

  beforeAll(async () => {
    t = await startTestApp();
    root = await login(t.http, SUPERADMIN.email, SUPERADMIN.password);
    const categories = await t.http.get('/api/categories');
    insightId = categories.body.data.find((c: { name: string }) => c.name === 'Insight').id;
  });
  afterAll(() => t.close());

  it('wrong login -> auth.invalid_credentials', async () => {
    const res = await t.http.post('/api/login').send({ email: SUPERADMIN.email, password: 'wrong-password-1' }).expect(401);
    expect(res.body).toEqual({ status: 'Failed', error: true, code: 'auth.invalid_credentials', message: API_MESSAGES.invalidCredentials });
  });

  it('no token -> auth.unauthorized', async () => {
    const res = await t.http.get('/api/users').expect(401);
    expect(res.body).toMatchObject({ code: 'auth.unauthorized', message: API_MESSAGES.unauthorized });
  });

  it('editing a published post -> blog.locked', async () => {
    const created = await t.http
      .post('/api/blogs/')
      .set(bearer(root))
      .send({ title: 'Coded lock', categoryId: insightId, content: '<p>Text</p>', cover: '/uploads/cover.png' })
      .expect(201);
    await t.http.post(`/api/blogs/${created.body.blogSlug}/publish`).set(bearer(root)).expect(200);
    const res = await t.http.put(`/api/blogs/${created.body.blogId}`).set(bearer(root)).send({ title: 'Changed' }).expect(409);
    expect(res.body).toEqual({ status: 'Failed', error: true, code: 'blog.locked', message: VALIDATION.publishedLocked });
  });

  it('a taken e-mail -> user.email_taken', async () => {
    await createAccount(t.http, root, { username: 'coded', email: 'coded@csec.test', role: 'author' });
    const res = await t.http
      .post('/api/register')
      .set(bearer(root))
      .send({ username: 'coded-two', email: 'coded@csec.test', password: 'password-123', role: 'author' })
      .expect(409);
    expect(res.body).toEqual({ status: 'Failed', error: true, code: 'user.email_taken', message: API_MESSAGES.emailTaken });
  });

  it('invalid fields -> validation.failed with errors', async () => {
    const res = await t.http.post('/api/blogs/').set(bearer(root)).send({ title: '' }).expect(400);
    expect(res.body).toEqual({
      status: 'Failed',
      error: true,
      code: 'validation.failed',
      message: VALIDATION.titleRequired,
      errors: { title: VALIDATION.titleRequired },
    });
  });

  it('an unknown post -> blog.not_found; an unknown API path -> not_found', async () => {
    const res = await t.http.get('/api/blogs/publish/no-such-post').expect(404);
    expect(res.body).toEqual({ status: 'Failed', error: true, code: 'blog.not_found', message: MESSAGES.blogNotFound });
    const unknown = await t.http.get('/api/does-not-exist').expect(404);
    expect(unknown.body).toMatchObject({ status: 'Failed', error: true, code: 'not_found' });
  });

  it('a compressed body -> request.compressed_body; malformed JSON -> request.malformed_body', async () => {
    const gz = zlib.gzipSync(JSON.stringify({ email: 'a@b.test', password: 'x' }));
    const res = await t.http.post('/api/login').set('Content-Type', 'application/json').set('Content-Encoding', 'gzip').send(gz).expect(415);
    expect(res.body).toEqual({ status: 'Failed', error: true, code: 'request.compressed_body', message: REQUEST_MESSAGES.compressedBody });
    const malformed = await t.http.post('/api/login').set('Content-Type', 'application/json').send('{"email":').expect(400);
    expect(malformed.body).toEqual({ status: 'Failed', error: true, code: 'request.malformed_body', message: REQUEST_MESSAGES.malformedBody });
  });

  it('every code the document lists is a known one', async () => {
    const spec = (await t.http.get('/api/docs-json').expect(200)).body;
    expect(spec.components.schemas.ErrorCode.enum).toEqual([...ERROR_CODES]);
    expect(spec.components.schemas.FailureBody.required).toEqual(['status', 'error', 'code', 'message']);
  });
});
