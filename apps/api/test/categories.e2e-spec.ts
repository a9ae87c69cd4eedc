import { API_MESSAGES, FEATURED_CATEGORIES, MESSAGES } from '@csec/contracts';
import { bearer, createAccount, login, startTestApp, SUPERADMIN, TestApp } from './support/test-app';

describe('categories', () => {
  let t: TestApp;
  let root: string;
  let author: { id: number; token: string };
  beforeAll(async () => {
    t = await startTestApp();
    root = await login(t.http, SUPERADMIN.email, SUPERADMIN.password);
    author = await createAccount(t.http, root, { username: 'writer', email: 'writer@csec.test', role: 'author' });
  });
  afterAll(() => t.close());

  it('GET /api/categories is public and starts with the four featured ones', async () => {
    const res = await t.http.get('/api/categories').expect(200);
    expect(res.body.status).toBe('Success');
    expect(res.body.data.map((c: { name: string }) => c.name).sort()).toEqual(FEATURED_CATEGORIES.map((c) => c.name).sort());
    expect(Object.keys(res.body.data[0]).sort()).toEqual(['description', 'id', 'name']);
  });

  it('any staff member adds one', async () => {
    const res = await t.http.post('/api/categories').set(bearer(author.token)).send({ name: ' Research ', description: 'Lab notes' }).expect(201);
    expect(res.body).toMatchObject({ status: 'Success', message: MESSAGES.categoryCreated, data: { name: 'Research', description: 'Lab notes' } });
    const list = await t.http.get('/api/categories').expect(200);
    expect(list.body.data.map((c: { name: string }) => c.name)).toContain('Research');
  });

  it('refuses a name taken in any case with 409', async () => {
    const res = await t.http.post('/api/categories').set(bearer(root)).send({ name: 'INSIGHT', description: 'again' }).expect(409);
    expect(res.body.message).toBe(API_MESSAGES.categoryNameTaken);
  });

  it('requires name and description', async () => {
    const res = await t.http.post('/api/categories').set(bearer(root)).send({ name: '  ', description: '' }).expect(400);
    expect(res.body.errors).toEqual({ name: API_MESSAGES.categoryNameRequired, description: API_MESSAGES.categoryDescriptionRequired });
  });

  it('needs a token to add', async () => {
    await t.http.post('/api/categories').send({ name: 'Anon', description: 'x' }).expect(401);
  });

  it('deletes an unused category (admin-level only)', async () => {
    const created = await t.http.post('/api/categories').set(bearer(root)).send({ name: 'Temp', description: 'x' }).expect(201);
    await t.http.delete(`/api/categories/${created.body.data.id}`).set(bearer(author.token)).expect(403);
    const res = await t.http.delete(`/api/categories/${created.body.data.id}`).set(bearer(root)).expect(200);
    expect(res.body).toEqual({ status: 'Success', message: MESSAGES.categoryDeleted });
    await t.http.delete(`/api/categories/${created.body.data.id}`).set(bearer(root)).expect(404);
  });

  it('refuses to delete a category that posts use, saying how many', async () => {
    const created = await t.http.post('/api/categories').set(bearer(root)).send({ name: 'Busy', description: 'x' }).expect(201);
    const id = created.body.data.id;
    for (const title of ['One', 'Two']) {
      await t.http
        .post('/api/blogs')
        .set(bearer(author.token))
        .send({ title: `${title} busy post`, categoryId: id })
        .expect(201);
    }
    const res = await t.http.delete(`/api/categories/${id}`).set(bearer(root)).expect(409);
    expect(res.body.message).toBe(API_MESSAGES.categoryInUse(2));
    expect(res.body.message).toContain('2');
    expect(res.body.code).toBe('category.in_use');
    // Refused before anything was deleted: the category is still listed.
    const listed = (await t.http.get('/api/categories').expect(200)).body.data as { id: number }[];
    expect(listed.map((category) => category.id)).toContain(id);
  });
});
