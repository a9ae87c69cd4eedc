import { API_MESSAGES, CATEGORY_TEXTS, FEATURED_CATEGORIES, MESSAGES } from '@csec/contracts';
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
    expect(Object.keys(res.body.data[0]).sort()).toEqual(['description', 'id', 'indonesianDescription', 'indonesianName', 'name']);
  });

  it('admin-level staff add one; an author picks from the existing ones and adds none', async () => {
    const refused = await t.http.post('/api/categories').set(bearer(author.token)).send({ name: 'Author cat', description: 'x' }).expect(403);
    expect(refused.body.code).toBe('auth.forbidden');
    const res = await t.http.post('/api/categories').set(bearer(root)).send({ name: ' Research ', description: 'Lab notes' }).expect(201);
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
    expect(res.body.params).toEqual({ count: 2 });
    // Refused before anything was deleted: the category is still listed.
    const listed = (await t.http.get('/api/categories').expect(200)).body.data as { id: number }[];
    expect(listed.map((category) => category.id)).toContain(id);
  });

  describe('managed on their own screen', () => {
    type Overview = { id: number; name: string; description: string; posts: number; published: number };
    const overview = async () => (await t.http.get('/api/categories/overview').set(bearer(root)).expect(200)).body.data as Overview[];
    const add = async (name: string) =>
      (
        await t.http
          .post('/api/categories')
          .set(bearer(root))
          .send({ name, description: `${name} notes` })
          .expect(201)
      ).body.data.id as number;
    const post = async (title: string, categoryId: number, publish: boolean) => {
      const made = await t.http
        .post('/api/blogs')
        .set(bearer(author.token))
        .send({ title, categoryId, cover: '/uploads/c.png', content: `<p>${title}</p>` })
        .expect(201);
      if (publish) await t.http.post(`/api/blogs/${made.body.blogSlug}/publish`).set(bearer(author.token)).expect(200);
    };

    it('lists every category with its posts in any state and its published ones (admin-level only)', async () => {
      const id = await add('Counted');
      await post('Counted draft', id, false);
      await post('Counted published', id, true);
      await t.http.get('/api/categories/overview').set(bearer(author.token)).expect(403);
      await t.http.get('/api/categories/overview').expect(401);
      const rows = await overview();
      expect(rows.find((row) => row.id === id)).toEqual({
        id,
        name: 'Counted',
        description: 'Counted notes',
        indonesianName: '',
        indonesianDescription: '',
        posts: 2,
        published: 1,
      });
      expect(rows.find((row) => row.name === 'Event')).toMatchObject({ posts: 0, published: 0 });
    });

    it('renames and describes a category (admin-level only); its posts carry the new name, its old name still finds them', async () => {
      const id = await add('Old Name');
      await post('Renamed post', id, true);
      await t.http.put(`/api/categories/${id}`).set(bearer(author.token)).send({ name: 'New Name', description: 'x' }).expect(403);
      const res = await t.http.put(`/api/categories/${id}`).set(bearer(root)).send({ name: ' New Name ', description: ' Fresh notes ' }).expect(200);
      expect(res.body).toEqual({
        status: 'Success',
        message: CATEGORY_TEXTS.updated,
        data: { id, name: 'New Name', description: 'Fresh notes', indonesianName: '', indonesianDescription: '' },
      });

      const byNew = await t.http.get('/api/blogs/publish?category=new%20name').expect(200);
      expect(byNew.body.data.map((b: { title: string; category: string }) => [b.title, b.category])).toEqual([['Renamed post', 'New Name']]);
      const byOld = await t.http.get('/api/blogs/publish?category=old%20name').expect(200);
      expect(byOld.body.data.map((b: { title: string }) => b.title)).toEqual(['Renamed post']);
      expect((await t.http.get('/api/categories').expect(200)).body.data.map((c: { name: string }) => c.name)).not.toContain('Old Name');
    });

    it('refuses a name another category has (409, in any case), a missing category (404) and empty fields (400, per field)', async () => {
      const id = await add('Unique One');
      const taken = await t.http.put(`/api/categories/${id}`).set(bearer(root)).send({ name: 'EVENT', description: 'x' }).expect(409);
      expect(taken.body).toMatchObject({ code: 'category.name_taken', message: API_MESSAGES.categoryNameTaken });
      await t.http.put('/api/categories/999999').set(bearer(root)).send({ name: 'Nobody', description: 'x' }).expect(404);
      const empty = await t.http.put(`/api/categories/${id}`).set(bearer(root)).send({ name: ' ', description: '' }).expect(400);
      expect(empty.body.errors).toEqual({ name: API_MESSAGES.categoryNameRequired, description: API_MESSAGES.categoryDescriptionRequired });
      // Its own name in another case is no clash.
      const recased = await t.http.put(`/api/categories/${id}`).set(bearer(root)).send({ name: 'UNIQUE one', description: 'x' }).expect(200);
      expect(recased.body.data.name).toBe('UNIQUE one');
    });

    it('gives a former name up to a category that takes it, and takes its own old name back', async () => {
      const first = await add('Alpha');
      await post('Alpha post', first, true);
      await t.http.put(`/api/categories/${first}`).set(bearer(root)).send({ name: 'Alpha Two', description: 'x' }).expect(200);
      const second = await add('Alpha');
      await post('Second alpha post', second, true);
      const titles = async (category: string) =>
        ((await t.http.get(`/api/blogs/publish?category=${encodeURIComponent(category)}`).expect(200)).body.data as { title: string }[]).map((b) => b.title);
      expect(await titles('alpha')).toEqual(['Second alpha post']);
      expect(await titles('alpha two')).toEqual(['Alpha post']);

      const third = await add('Beta');
      await t.http.put(`/api/categories/${third}`).set(bearer(root)).send({ name: 'Gamma', description: 'x' }).expect(200);
      await t.http.put(`/api/categories/${third}`).set(bearer(root)).send({ name: 'Beta', description: 'x' }).expect(200);
      expect((await overview()).find((row) => row.id === third)?.name).toBe('Beta');
    });

    it('leaves a category no published post uses out of the public sidebar', async () => {
      const id = await add('Quiet Corner');
      await post('Quiet draft', id, false);
      const names = async () => ((await t.http.get('/api/blogs/publish/sidebar').expect(200)).body.data.categories as { name: string }[]).map((c) => c.name);
      expect(await names()).not.toContain('Quiet Corner');
      await post('Quiet published', id, true);
      expect(await names()).toContain('Quiet Corner');
    });
  });
});
