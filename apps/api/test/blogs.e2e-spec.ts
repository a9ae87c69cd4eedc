import { API_MESSAGES, MESSAGES, VALIDATION } from '@csec/contracts';
import { bearer, createAccount, login, startTestApp, SUPERADMIN, TestApp } from './support/test-app';

describe('blog posts for staff', () => {
  let t: TestApp;
  let root: string;
  let admin: { id: number; token: string };
  let author: { id: number; token: string };
  let other: { id: number; token: string };
  let insightId: number;

  beforeAll(async () => {
    t = await startTestApp();
    root = await login(t.http, SUPERADMIN.email, SUPERADMIN.password);
    admin = await createAccount(t.http, root, { username: 'editor', email: 'editor@csec.test', role: 'admin' });
    author = await createAccount(t.http, root, { username: 'penulis', email: 'penulis@csec.test', role: 'author' });
    other = await createAccount(t.http, root, { username: 'lain', email: 'lain@csec.test', role: 'author' });
    const categories = await t.http.get('/api/categories');
    insightId = categories.body.data.find((c: { name: string }) => c.name === 'Insight').id;
  });
  afterAll(() => t.close());

  const create = (token: string, body: object) => t.http.post('/api/blogs/').set(bearer(token)).send(body);
  const ready = { content: '<p>Ready to read</p>', cover: '/uploads/cover.png' };

  it('creates a draft from a title alone; slug from the title', async () => {
    const res = await create(author.token, { title: 'Zero-Day Trends in Asia' }).expect(201);
    expect(res.body).toEqual({
      status: 'Success',
      message: MESSAGES.blogSaved,
      blogSlug: 'zero-day-trends-in-asia',
      blogId: expect.any(Number),
      language: 'en',
      version: 1,
    });
    const post = await t.http.get(`/api/blogs/${res.body.blogSlug}`).set(bearer(author.token)).expect(200);
    expect(post.body.data).toMatchObject({
      blogId: res.body.blogId,
      slug: 'zero-day-trends-in-asia',
      title: 'Zero-Day Trends in Asia',
      content: '',
      cover: null,
      categoryId: null,
      category: null,
      eventDate: null,
      publishStatus: 'draft',
      publishAt: null,
      author: author.id,
      createdBy: 'penulis',
      contributors: [],
      updatedBy: 'penulis',
    });
    for (const key of ['createdAt', 'updatedAt']) expect(Date.parse(post.body.data[key])).not.toBeNaN();
  });

  it('requires a title with the spec message', async () => {
    for (const body of [{}, { title: '' }, { title: '   ' }]) {
      const res = await create(author.token, body).expect(400);
      expect(res.body.errors.title).toBe(VALIDATION.titleRequired);
      expect(res.body.message).toBe(VALIDATION.titleRequired);
    }
  });

  it('refuses an unknown category, a bad cover URL and a bad event date', async () => {
    await create(author.token, { title: 'x', categoryId: 9999 }).expect(400);
    const cover = await create(author.token, { title: 'x', cover: 'javascript:alert(1)' }).expect(400);
    expect(cover.body.errors.cover).toBeDefined();
    const date = await create(author.token, { title: 'x', eventDate: 'next tuesday' }).expect(400);
    expect(date.body.errors.eventDate).toBeDefined();
  });

  it('makes slugs unique with -2, -3 and folds accents', async () => {
    const a = await create(author.token, { title: 'Café Sécurité' }).expect(201);
    const b = await create(author.token, { title: 'Cafe Securite' }).expect(201);
    const c = await create(author.token, { title: 'CAFÉ — SÉCURITÉ' }).expect(201);
    expect([a.body.blogSlug, b.body.blogSlug, c.body.blogSlug]).toEqual(['cafe-securite', 'cafe-securite-2', 'cafe-securite-3']);
  });

  it('sanitises content on create and update', async () => {
    const res = await create(author.token, {
      title: 'Sanitised',
      content: '<p onclick="x()">Hi<script>alert(1)</script></p><iframe src="https://e.example"></iframe>',
    }).expect(201);
    const post = await t.http.get(`/api/blogs/${res.body.blogSlug}`).set(bearer(author.token)).expect(200);
    expect(post.body.data.content).toBe('<p>Hi</p>');
    await t.http
      .put(`/api/blogs/${res.body.blogId}`)
      .set(bearer(author.token))
      .send({ content: '<h2 class="ql-align-center">T</h2><img src=x onerror=alert(1)>' })
      .expect(200);
    const again = await t.http.get(`/api/blogs/${res.body.blogSlug}`).set(bearer(author.token)).expect(200);
    expect(again.body.data.content).toBe('<h2 class="ql-align-center">T</h2>');
  });

  it('a rename moves the slug; the old slug still finds the post and names the new one', async () => {
    const res = await create(author.token, { title: 'Old Name' }).expect(201);
    const renamed = await t.http
      .put(`/api/blogs/${res.body.blogId}`)
      .set(bearer(author.token))
      .send({ blogId: res.body.blogId, title: 'New Name' })
      .expect(200);
    expect(renamed.body).toMatchObject({ status: 'Success', message: MESSAGES.blogSaved, blogSlug: 'new-name', blogId: res.body.blogId });
    const viaOld = await t.http.get('/api/blogs/old-name').set(bearer(author.token)).expect(200);
    expect(viaOld.body.data.slug).toBe('new-name');
    // The old slug stays reserved for its post.
    const newcomer = await create(author.token, { title: 'Old Name' }).expect(201);
    expect(newcomer.body.blogSlug).toBe('old-name-2');
    // Renaming back takes the old slug back.
    const back = await t.http.put(`/api/blogs/${res.body.blogId}`).set(bearer(author.token)).send({ title: 'Old Name' }).expect(200);
    expect(back.body.blogSlug).toBe('old-name');
  });

  it('records contributors (everyone but the creator who saved) and updatedBy', async () => {
    const res = await create(author.token, { title: 'Team Effort' }).expect(201);
    await t.http.put(`/api/blogs/${res.body.blogId}`).set(bearer(admin.token)).send({ content: '<p>edited by admin</p>' }).expect(200);
    await t.http.put(`/api/blogs/${res.body.blogId}`).set(bearer(root)).send({ content: '<p>edited by root</p>' }).expect(200);
    await t.http.put(`/api/blogs/${res.body.blogId}`).set(bearer(admin.token)).send({ content: '<p>again</p>' }).expect(200);
    await t.http.put(`/api/blogs/${res.body.blogId}`).set(bearer(author.token)).send({ content: '<p>own</p>' }).expect(200);
    const post = await t.http.get(`/api/blogs/${res.body.blogSlug}`).set(bearer(root)).expect(200);
    expect(post.body.data.contributors).toEqual(['editor', 'superadmin']);
    expect(post.body.data.updatedBy).toBe('penulis');
    expect(post.body.data.createdBy).toBe('penulis');
  });

  it('lets authors change only their own posts; admins any', async () => {
    const res = await create(author.token, { title: 'Mine Only', categoryId: insightId, ...ready }).expect(201);
    // The answers say so beforehand: `can` is what each caller may do, and each refusal below matches it.
    const canOf = async (token: string) => {
      const detail = (await t.http.get(`/api/blogs/${res.body.blogSlug}`).set(bearer(token)).expect(200)).body.data.can;
      const row = ((await t.http.get('/api/blogs').set(bearer(token)).expect(200)).body.data as { slug: string; can: object }[]).find(
        (item) => item.slug === res.body.blogSlug,
      );
      expect(row?.can).toEqual(detail);
      return detail as Record<string, boolean>;
    };
    const none = { edit: false, publish: false, schedule: false, draft: false, delete: false, history: false, preview: false, translate: false };
    const draftActions = { edit: true, publish: true, schedule: true, draft: false, delete: true, history: true, preview: true, translate: true };
    expect(await canOf(other.token)).toEqual(none);
    expect(await canOf(author.token)).toEqual(draftActions);
    expect(await canOf(admin.token)).toEqual(draftActions);
    await t.http.put(`/api/blogs/${res.body.blogId}`).set(bearer(other.token)).send({ title: 'Hijack' }).expect(403);
    await t.http.post(`/api/blogs/${res.body.blogSlug}/publish`).set(bearer(other.token)).expect(403);
    await t.http.post(`/api/blogs/${res.body.blogSlug}/draft`).set(bearer(other.token)).expect(403);
    await t.http.delete(`/api/blogs/${res.body.blogId}`).set(bearer(other.token)).expect(403);
    await t.http.post(`/api/blogs/${res.body.blogSlug}/publish`).set(bearer(admin.token)).expect(200);
    // Published: locked against edits for everyone, and `can` says so.
    expect(await canOf(author.token)).toEqual({ ...draftActions, edit: false, publish: false, schedule: false, draft: true });
    await t.http.put(`/api/blogs/${res.body.blogId}`).set(bearer(author.token)).send({ title: 'Locked' }).expect(409);
    await t.http.post(`/api/blogs/${res.body.blogSlug}/draft`).set(bearer(admin.token)).expect(200);
    await t.http.delete(`/api/blogs/${res.body.blogId}`).set(bearer(admin.token)).expect(200);
  });

  describe('publishing', () => {
    it('names each missing field with the spec message', async () => {
      const res = await create(author.token, { title: 'Not Ready', content: '<p><br></p>' }).expect(201);
      const refused = await t.http.post(`/api/blogs/${res.body.blogSlug}/publish`).set(bearer(author.token)).expect(400);
      expect(refused.body.errors).toEqual({
        category: VALIDATION.categoryRequiredToPublish,
        content: VALIDATION.contentRequiredToPublish,
        cover: VALIDATION.coverRequiredToPublish,
      });
      await t.http.put(`/api/blogs/${res.body.blogId}`).set(bearer(author.token)).send({ categoryId: insightId }).expect(200);
      const contentOnly = await t.http.post(`/api/blogs/${res.body.blogSlug}/publish`).set(bearer(author.token)).expect(400);
      expect(contentOnly.body.errors).toEqual({ content: VALIDATION.contentRequiredToPublish, cover: VALIDATION.coverRequiredToPublish });
      await t.http.put(`/api/blogs/${res.body.blogId}`).set(bearer(author.token)).send({ content: '<p>Text</p>' }).expect(200);
      const coverOnly = await t.http.post(`/api/blogs/${res.body.blogSlug}/publish`).set(bearer(author.token)).expect(400);
      expect(coverOnly.body).toMatchObject({ message: VALIDATION.coverRequiredToPublish, errors: { cover: VALIDATION.coverRequiredToPublish } });
    });

    it('counts an image alone as content', async () => {
      const res = await create(author.token, {
        title: 'Picture Only',
        categoryId: insightId,
        cover: '/uploads/c.png',
        content: '<p><img src="https://csec.co.id/i.png"></p>',
      }).expect(201);
      await t.http.post(`/api/blogs/${res.body.blogSlug}/publish`).set(bearer(author.token)).expect(200);
    });

    it('sets publishAt, locks the post, and unlocks it as a draft', async () => {
      const res = await create(author.token, { title: 'Lockable', category: insightId, ...ready }).expect(201);
      const published = await t.http.post(`/api/blogs/${res.body.blogSlug}/publish`).set(bearer(author.token)).expect(200);
      expect(published.body).toEqual({ status: 'Success', message: MESSAGES.published });
      const post = await t.http.get(`/api/blogs/${res.body.blogSlug}`).set(bearer(author.token)).expect(200);
      expect(post.body.data.publishStatus).toBe('publish');
      expect(Math.abs(Date.parse(post.body.data.publishAt) - Date.now())).toBeLessThan(60_000);
      const locked = await t.http.put(`/api/blogs/${res.body.blogId}`).set(bearer(author.token)).send({ title: 'Changed' }).expect(409);
      expect(locked.body.message).toBe(VALIDATION.publishedLocked);
      const drafted = await t.http.post(`/api/blogs/${res.body.blogSlug}/draft`).set(bearer(author.token)).expect(200);
      expect(drafted.body).toEqual({ status: 'Success', message: MESSAGES.drafted });
      await t.http.put(`/api/blogs/${res.body.blogId}`).set(bearer(author.token)).send({ title: 'Changed' }).expect(200);
    });

    it('answers 404 for an unknown slug', async () => {
      await t.http.post('/api/blogs/nope-nope/publish').set(bearer(author.token)).expect(404);
      await t.http.post('/api/blogs/nope-nope/draft').set(bearer(author.token)).expect(404);
    });
  });

  describe('GET /api/blogs', () => {
    it('lists 15 a page, newest first, without content', async () => {
      for (let i = 0; i < 16; i++) await create(other.token, { title: `Paged post ${i}` }).expect(201);
      const first = await t.http.get('/api/blogs?page=1').set(bearer(author.token)).expect(200);
      expect(first.body.data).toHaveLength(15);
      expect(first.body.data[0].title).toBe('Paged post 15');
      expect(first.body.data[0].content).toBeUndefined();
      expect(first.body.totalPages).toBe(Math.ceil(first.body.countData / 15));
      const second = await t.http.get('/api/blogs?page=2').set(bearer(author.token)).expect(200);
      expect(second.body.data[0].title).not.toBe(first.body.data[0].title);
    });

    it('searches title, category, author and status', async () => {
      const byTitle = await t.http.get('/api/blogs?query=zero-day').set(bearer(author.token)).expect(200);
      expect(byTitle.body.data.map((b: { title: string }) => b.title)).toEqual(['Zero-Day Trends in Asia']);
      const byCategory = await t.http.get('/api/blogs?query=insight').set(bearer(author.token)).expect(200);
      expect(byCategory.body.countData).toBeGreaterThan(0);
      expect(byCategory.body.data.every((b: { category: string }) => b.category === 'Insight')).toBe(true);
      const byAuthor = await t.http.get('/api/blogs?query=LAIN').set(bearer(author.token)).expect(200);
      expect(byAuthor.body.data.every((b: { createdBy: string }) => b.createdBy === 'lain')).toBe(true);
      const byStatus = await t.http.get('/api/blogs?query=publish').set(bearer(author.token)).expect(200);
      expect(byStatus.body.data.some((b: { publishStatus: string }) => b.publishStatus === 'publish')).toBe(true);
    });

    it('needs a token', async () => {
      await t.http.get('/api/blogs').expect(401);
      await t.http.get('/api/blogs/zero-day-trends-in-asia').expect(401);
    });
  });

  it('deletes a post with the spec message; it is gone after', async () => {
    const res = await create(author.token, { title: 'Short Lived' }).expect(201);
    const deleted = await t.http.delete(`/api/blogs/${res.body.blogId}`).set(bearer(author.token)).send({ blogId: res.body.blogId }).expect(200);
    expect(deleted.body).toEqual({ status: 'Success', message: MESSAGES.blogDeleted });
    const missing = await t.http.get(`/api/blogs/${res.body.blogSlug}`).set(bearer(author.token)).expect(404);
    expect(missing.body.message).toBe(MESSAGES.blogNotFound);
    await t.http.delete(`/api/blogs/${res.body.blogId}`).set(bearer(author.token)).expect(404);
    await t.http.put('/api/blogs/abc').set(bearer(author.token)).send({ title: 'x' }).expect(404);
  });

  it("keeps the writer's name on posts after a rename of the account", async () => {
    const writer = await createAccount(t.http, root, { username: 'renamer', email: 'renamer@csec.test', role: 'author' });
    const res = await create(writer.token, { title: 'Rename Follows' }).expect(201);
    await t.http
      .post(`/api/users/${writer.id}`)
      .set(bearer(writer.token))
      .send({ username: 'renamed', email: 'renamer@csec.test', role: 'author' })
      .expect(200);
    const post = await t.http.get(`/api/blogs/${res.body.blogSlug}`).set(bearer(root)).expect(200);
    expect(post.body.data).toMatchObject({ createdBy: 'renamed', updatedBy: 'renamed' });
    // Deleting the account keeps its posts and their byline.
    await t.http.delete(`/api/users/${writer.id}`).set(bearer(root)).expect(200);
    const kept = await t.http.get(`/api/blogs/${res.body.blogSlug}`).set(bearer(root)).expect(200);
    expect(kept.body.data.createdBy).toBe('renamed');
    expect(API_MESSAGES.forbidden).toBeDefined();
  });
});
