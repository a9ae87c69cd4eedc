import { MESSAGES, VALIDATION, VERSION_TEXTS } from '@csec/contracts';
import { siteTime } from '../src/common/text/site-time';
import { bearer, createAccount, login, startTestApp, SUPERADMIN, TestApp } from './support/test-app';

/** Two staff editing one draft: a save names the version it was edited from, and a newer one wins. */
describe('versioned saves', () => {
  let t: TestApp;
  let root: string;
  let admin: { id: number; token: string };
  let author: { id: number; token: string };

  beforeAll(async () => {
    t = await startTestApp({ SITE_TIMEZONE: 'Asia/Jakarta' });
    root = await login(t.http, SUPERADMIN.email, SUPERADMIN.password);
    admin = await createAccount(t.http, root, { username: 'redaktur', email: 'redaktur@csec.test', role: 'admin' });
    author = await createAccount(t.http, root, { username: 'penulis', email: 'penulis@csec.test', role: 'author' });
  });
  afterAll(() => t.close());

  const draft = async (title: string) => {
    const res = await t.http.post('/api/blogs/').set(bearer(author.token)).send({ title, content: '<p>First words</p>' }).expect(201);
    return res.body as { blogId: number; blogSlug: string; version: number };
  };
  const read = async (slug: string, token = author.token) => (await t.http.get(`/api/blogs/${slug}`).set(bearer(token)).expect(200)).body.data;
  const save = (token: string, blogId: number, body: object) => t.http.put(`/api/blogs/${blogId}`).set(bearer(token)).send(body);

  it('starts every post at version 1, in the staff read and the list alike', async () => {
    const post = await draft('Version one');
    expect(post.version).toBe(1);
    expect((await read(post.blogSlug)).version).toBe(1);
    const list = await t.http.get('/api/blogs').query({ query: 'Version one' }).set(bearer(author.token)).expect(200);
    expect(list.body.data.find((row: { blogId: number }) => row.blogId === post.blogId).version).toBe(1);
  });

  it('raises the version with every save and answers the new one', async () => {
    const post = await draft('Counting saves');
    const first = await save(author.token, post.blogId, { content: '<p>Two</p>', version: 1 }).expect(200);
    expect(first.body).toMatchObject({ message: MESSAGES.blogSaved, version: 2 });
    const second = await save(author.token, post.blogId, { content: '<p>Three</p>', version: 2 }).expect(200);
    expect(second.body.version).toBe(3);
    expect((await read(post.blogSlug)).version).toBe(3);
  });

  it('refuses a save over a newer version with blog.stale naming who saved and when, and keeps the newer text', async () => {
    const post = await draft('Two editors');
    const opened = await read(post.blogSlug, admin.token);
    await save(author.token, post.blogId, { content: '<p>The author was first</p>', version: opened.version }).expect(200);

    const late = await save(admin.token, post.blogId, { content: '<p>The editor was second</p>', version: opened.version }).expect(409);
    expect(late.body).toMatchObject({ status: 'Failed', error: true, code: 'blog.stale' });
    const stored = await read(post.blogSlug);
    const savedAt = siteTime(new Date(stored.updatedAt), 'Asia/Jakarta');
    expect(late.body.message).toBe(`penulis saved this post on ${savedAt}, after you opened it. Reload it to see their changes, or copy your text out first.`);
    // The same two values, for a dashboard that says it in another language.
    expect(late.body.params).toEqual({ savedBy: 'penulis', savedAt });
    expect(stored.content).toBe('<p>The author was first</p>');
    expect(stored.version).toBe(opened.version + 1);

    // reloaded, the editor's save goes through
    await save(admin.token, post.blogId, { content: '<p>The editor, after reloading</p>', version: stored.version }).expect(200);
    expect((await read(post.blogSlug)).content).toBe('<p>The editor, after reloading</p>');
  });

  it('lets exactly one of two saves from the same version through', async () => {
    const post = await draft('A race of saves');
    const answers = await Promise.all([
      save(author.token, post.blogId, { title: 'A race won by the author', version: 1 }),
      save(admin.token, post.blogId, { title: 'A race won by the editor', version: 1 }),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    const winner = answers.find((res) => res.status === 200)!;
    const stored = await read(winner.body.blogSlug);
    expect(stored.version).toBe(2);
    expect(stored.title).toBe(winner === answers[0] ? 'A race won by the author' : 'A race won by the editor');
    expect(answers.find((res) => res.status === 409)!.body.code).toBe('blog.stale');
  });

  it('counts publishing and drafting as writes: a save from before them is stale', async () => {
    const post = await draft('Published meanwhile');
    await save(author.token, post.blogId, { cover: '/uploads/cover.png', categoryId: 1, version: 1 }).expect(200);
    const opened = await read(post.blogSlug, admin.token);
    await t.http.post(`/api/blogs/${post.blogSlug}/publish`).set(bearer(author.token)).expect(200);
    // while published the lock message comes first
    const locked = await save(admin.token, post.blogId, { content: '<p>late</p>', version: opened.version }).expect(409);
    expect(locked.body).toMatchObject({ code: 'blog.locked', message: VALIDATION.publishedLocked });
    await t.http.post(`/api/blogs/${post.blogSlug}/draft`).set(bearer(author.token)).expect(200);
    const stale = await save(admin.token, post.blogId, { content: '<p>late</p>', version: opened.version }).expect(409);
    expect(stale.body.code).toBe('blog.stale');
    expect((await read(post.blogSlug)).version).toBe(opened.version + 2);
  });

  it('saves without a version unchecked, as the spec’s clients send none', async () => {
    const post = await draft('No version sent');
    await save(author.token, post.blogId, { content: '<p>A</p>', version: 1 }).expect(200);
    const res = await save(admin.token, post.blogId, { content: '<p>B</p>' }).expect(200);
    expect(res.body.version).toBe(3);
  });

  it('refuses a version that is not a whole number of 1 or more', async () => {
    const post = await draft('Bad versions');
    for (const version of [0, -1, 1.5, 'latest', true]) {
      const res = await save(author.token, post.blogId, { content: '<p>x</p>', version }).expect(400);
      expect(res.body.errors.version).toBe(VERSION_TEXTS.versionInvalid);
    }
    expect((await read(post.blogSlug)).version).toBe(1);
  });

  it('answers 404 for a deleted post before any version talk', async () => {
    const post = await draft('Gone soon');
    await t.http.delete(`/api/blogs/${post.blogId}`).set(bearer(author.token)).expect(200);
    const res = await save(author.token, post.blogId, { content: '<p>x</p>', version: 1 }).expect(404);
    expect(res.body.code).toBe('blog.not_found');
  });
});
