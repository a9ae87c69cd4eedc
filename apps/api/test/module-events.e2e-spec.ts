import { bearer, createAccount, login, startTestApp, SUPERADMIN, TestApp } from './support/test-app';

/**
 * Modules talk through domain events: the users module announces a rename, the blogs module
 * follows it on the posts it owns, and one listener clears the public cache on every event.
 * Each write must show in the very next public answer, with no stale cached copy in between.
 */
describe('module events: writes reach the public answers at once', () => {
  let t: TestApp;
  let root: string;
  let author: { id: number; token: string };
  let editor: { id: number; token: string };
  let categoryId: number;

  beforeAll(async () => {
    t = await startTestApp();
    root = await login(t.http, SUPERADMIN.email, SUPERADMIN.password);
    author = await createAccount(t.http, root, { username: 'byline_before', email: 'byline@csec.test', role: 'author' });
    editor = await createAccount(t.http, root, { username: 'editor_before', email: 'editor@csec.test', role: 'admin' });
    categoryId = (await t.http.get('/api/categories').expect(200)).body.data[0].id;
  });
  afterAll(() => t.close());

  /** A draft by the author; saved once by the editor when `edited` (who becomes a contributor). */
  async function draft(title: string, edited = false): Promise<{ slug: string; id: number }> {
    const res = await t.http
      .post('/api/blogs')
      .set(bearer(author.token))
      .send({ title, categoryId, cover: '/uploads/c.png', content: `<p>${title}</p>` })
      .expect(201);
    if (edited)
      await t.http
        .put(`/api/blogs/${res.body.blogId}`)
        .set(bearer(editor.token))
        .send({ content: `<p>${title}, edited</p>` })
        .expect(200);
    return { slug: res.body.blogSlug, id: res.body.blogId };
  }

  async function published(title: string, edited = false): Promise<{ slug: string; id: number }> {
    const post = await draft(title, edited);
    await t.http.post(`/api/blogs/${post.slug}/publish`).set(bearer(author.token)).expect(200);
    return post;
  }

  /** Reads a public answer until it is cached: the second read is a HIT. */
  async function cached(path: string) {
    await t.http.get(path).expect(200);
    const again = await t.http.get(path).expect(200);
    expect(again.headers['x-cache']).toBe('HIT');
    return again;
  }

  /** The very next read after a write: computed afresh. */
  async function fresh(path: string) {
    const res = await t.http.get(path).expect(200);
    expect(res.headers['x-cache']).toBe('MISS');
    return res;
  }

  /**
   * A post's page when the API renders it on the server (it shares the public cache); undefined
   * when it is served client-rendered (no built public-site server part, or Jest's VM, which
   * cannot load it), whose HTML carries no byline.
   */
  async function serverPage(slug: string): Promise<string | undefined> {
    const res = await t.http.get(`/blog/${slug}`);
    const served = res.status === 200 && ['HIT', 'MISS'].includes(String(res.headers['x-cache']));
    return served ? res.text : undefined;
  }

  it('a rename shows the new byline and contributor name in the very next public list, post and page', async () => {
    const post = await published('Rename follows the byline', true);
    const list = await cached('/api/blogs/publish');
    expect(list.body.data[0]).toMatchObject({ slug: post.slug, createdBy: 'byline_before' });
    const one = await cached(`/api/blogs/publish/${post.slug}`);
    expect(one.body.data[0]).toMatchObject({ createdBy: 'byline_before', contributors: ['editor_before'] });
    const before = await serverPage(post.slug);
    if (before !== undefined) {
      expect(before).toContain('byline_before');
      await serverPage(post.slug); // a HIT now
    }

    await t.http.post(`/api/users/${author.id}`).set(bearer(root)).send({ username: 'byline_after', email: 'byline@csec.test', role: 'author' }).expect(200);
    await t.http.post(`/api/users/${editor.id}`).set(bearer(root)).send({ username: 'editor_after', email: 'editor@csec.test', role: 'admin' }).expect(200);

    const listAfter = await fresh('/api/blogs/publish');
    expect(listAfter.body.data[0]).toMatchObject({ slug: post.slug, createdBy: 'byline_after' });
    const oneAfter = await fresh(`/api/blogs/publish/${post.slug}`);
    expect(oneAfter.body.data[0]).toMatchObject({ createdBy: 'byline_after', contributors: ['editor_after'] });
    const after = await serverPage(post.slug);
    if (before !== undefined) {
      expect(after).toContain('byline_after');
      expect(after).not.toContain('byline_before');
    }
    // Staff see both names follow too: the author created the post, the author published it last.
    const staff = await t.http.get(`/api/blogs/${post.slug}`).set(bearer(root)).expect(200);
    expect(staff.body.data).toMatchObject({ createdBy: 'byline_after', updatedBy: 'byline_after', contributors: ['editor_after'] });
  });

  it('a deleted contributor leaves the very next public post; the byline of its posts stays', async () => {
    const writer = await createAccount(t.http, root, { username: 'leaving_writer', email: 'leaving@csec.test', role: 'author' });
    const res = await t.http
      .post('/api/blogs')
      .set(bearer(writer.token))
      .send({ title: 'Written before leaving', categoryId, cover: '/uploads/c.png', content: '<p>x</p>' })
      .expect(201);
    await t.http.put(`/api/blogs/${res.body.blogId}`).set(bearer(editor.token)).send({ content: '<p>edited</p>' }).expect(200);
    await t.http.post(`/api/blogs/${res.body.blogSlug}/publish`).set(bearer(writer.token)).expect(200);
    expect((await cached(`/api/blogs/publish/${res.body.blogSlug}`)).body.data[0]).toMatchObject({ contributors: ['editor_after'] });

    await t.http.delete(`/api/users/${editor.id}`).set(bearer(root)).expect(200);
    await t.http.delete(`/api/users/${writer.id}`).set(bearer(root)).expect(200);
    const after = await fresh(`/api/blogs/publish/${res.body.blogSlug}`);
    expect(after.body.data[0]).toMatchObject({ createdBy: 'leaving_writer', contributors: [] });
  });

  it('adding, renaming and deleting a category clear the cached categories and sidebar', async () => {
    await cached('/api/categories');
    await cached('/api/blogs/publish/sidebar');
    const created = await t.http.post('/api/categories').set(bearer(root)).send({ name: 'Research', description: 'Lab notes' }).expect(201);
    expect((await fresh('/api/categories')).body.data.map((c: { name: string }) => c.name)).toContain('Research');
    // Listed publicly once a post in it is published; the sidebar read again all the same.
    expect((await fresh('/api/blogs/publish/sidebar')).body.data.categories.map((c: { name: string }) => c.name)).not.toContain('Research');

    await cached('/api/categories');
    await t.http.put(`/api/categories/${created.body.data.id}`).set(bearer(root)).send({ name: 'Lab Research', description: 'Lab notes' }).expect(200);
    expect((await fresh('/api/categories')).body.data.map((c: { name: string }) => c.name)).toContain('Lab Research');

    await cached('/api/categories');
    await cached('/api/blogs/publish/sidebar');
    await t.http.delete(`/api/categories/${created.body.data.id}`).set(bearer(root)).expect(200);
    expect((await fresh('/api/categories')).body.data.map((c: { name: string }) => c.name)).not.toContain('Lab Research');
    await fresh('/api/blogs/publish/sidebar');
  });

  it('a refused category delete (in use) changes nothing and keeps the cache', async () => {
    await cached('/api/categories');
    await t.http.delete(`/api/categories/${categoryId}`).set(bearer(root)).expect(409);
    expect((await t.http.get('/api/categories').expect(200)).headers['x-cache']).toBe('HIT');
  });

  it('publishing, drafting and deleting a post each clear the cached list and post', async () => {
    const post = await draft('Cache follows the post');
    const path = `/api/blogs/publish/${post.slug}`;
    await cached('/api/blogs/publish');

    await t.http.post(`/api/blogs/${post.slug}/publish`).set(bearer(author.token)).expect(200);
    expect((await fresh('/api/blogs/publish')).body.data[0].slug).toBe(post.slug);
    await cached(path);
    await cached('/api/blogs/publish');

    await t.http.post(`/api/blogs/${post.slug}/draft`).set(bearer(author.token)).expect(200);
    expect((await fresh('/api/blogs/publish')).body.data.map((b: { slug: string }) => b.slug)).not.toContain(post.slug);
    await t.http.get(path).expect(404);

    await t.http.post(`/api/blogs/${post.slug}/publish`).set(bearer(author.token)).expect(200);
    await cached(path);
    await cached('/api/blogs/publish');
    await t.http.delete(`/api/blogs/${post.id}`).set(bearer(author.token)).expect(200);
    expect((await fresh('/api/blogs/publish')).body.data.map((b: { slug: string }) => b.slug)).not.toContain(post.slug);
    await t.http.get(path).expect(404);
  });

  it('saving a draft clears the cache like every post write', async () => {
    await cached('/api/blogs/publish');
    await draft('A quiet draft');
    await fresh('/api/blogs/publish');
  });
});
