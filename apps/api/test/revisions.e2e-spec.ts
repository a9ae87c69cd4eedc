import { DataSource } from 'typeorm';
import { CONTENT_MAX, MESSAGES, PAGE_SIZE, REVISION_MESSAGES, VALIDATION, type RevisionListItem, type RevisionView } from '@csec/contracts';
import { dataSourceOptions } from '../src/database/data-source-options';
import { loadConfig } from '../src/config/load-config';
import { bearer, createAccount, login, startTestApp, SUPERADMIN, TestApp } from './support/test-app';
import { siteTime } from '../src/common/text/site-time';

interface RevisionPage {
  status: string;
  data: RevisionListItem[];
  totalPages: number;
  countData: number;
}

describe('post revisions', () => {
  let t: TestApp;
  let root: string;
  let admin: { id: number; token: string };
  let author: { id: number; token: string };
  let other: { id: number; token: string };
  let insightId: number;
  let eventId: number;

  beforeAll(async () => {
    t = await startTestApp();
    root = await login(t.http, SUPERADMIN.email, SUPERADMIN.password);
    admin = await createAccount(t.http, root, { username: 'editor', email: 'editor@csec.test', role: 'admin' });
    author = await createAccount(t.http, root, { username: 'penulis', email: 'penulis@csec.test', role: 'author' });
    other = await createAccount(t.http, root, { username: 'lain', email: 'lain@csec.test', role: 'author' });
    const categories = (await t.http.get('/api/categories')).body.data as { id: number; name: string }[];
    insightId = categories.find((c) => c.name === 'Insight')!.id;
    eventId = categories.find((c) => c.name === 'Event')!.id;
  });
  afterAll(() => t.close());

  async function create(token: string, body: object): Promise<{ blogId: number; blogSlug: string }> {
    return (await t.http.post('/api/blogs').set(bearer(token)).send(body).expect(201)).body as { blogId: number; blogSlug: string };
  }
  const save = (token: string, blogId: number, body: object) => t.http.put(`/api/blogs/${blogId}`).set(bearer(token)).send(body);
  async function history(blogId: number, token = root, page = 1): Promise<RevisionPage> {
    return (await t.http.get(`/api/blogs/${blogId}/revisions?page=${page}`).set(bearer(token)).expect(200)).body as RevisionPage;
  }
  async function revision(blogId: number, revisionId: number, token = root): Promise<RevisionView> {
    return (await t.http.get(`/api/blogs/${blogId}/revisions/${revisionId}`).set(bearer(token)).expect(200)).body.data as RevisionView;
  }
  const restore = (blogId: number, revisionId: number, token = root) =>
    t.http.post(`/api/blogs/${blogId}/revisions/${revisionId}/restore`).set(bearer(token)).send();
  async function post(slug: string, token = root) {
    return (await t.http.get(`/api/blogs/${slug}`).set(bearer(token)).expect(200)).body.data as Record<string, unknown>;
  }

  describe('every successful create and update stores one', () => {
    it('a create stores the post as its first revision, signed by its author', async () => {
      const { blogId } = await create(author.token, {
        title: 'Satellite links',
        categoryId: insightId,
        content: '<p>First words</p>',
        cover: '/uploads/one.png',
        eventDate: '2026-12-03',
      });
      const page = await history(blogId, author.token);
      expect(page).toEqual({
        status: 'Success',
        data: [
          {
            id: expect.any(Number),
            blogId,
            createdAt: expect.any(String),
            authorId: author.id,
            authorName: 'penulis',
            title: 'Satellite links',
            changedFields: [],
            restoredFromId: null,
          },
        ],
        totalPages: 1,
        countData: 1,
      });
      expect(page.data[0]).not.toHaveProperty('content');
      expect(Math.abs(Date.parse(page.data[0].createdAt) - Date.now())).toBeLessThan(60_000);

      expect(await revision(blogId, page.data[0].id, author.token)).toEqual({
        ...page.data[0],
        categoryId: insightId,
        category: 'Insight',
        content: '<p>First words</p>',
        cover: '/uploads/one.png',
        eventDate: '2026-12-03',
      });
    });

    it('each save that changes something adds one on top, naming the fields it changed, by whoever saved', async () => {
      const { blogId } = await create(author.token, { title: 'Draft one', content: '<p>a</p>' });
      await save(author.token, blogId, { content: '<p>a b</p>' }).expect(200);
      await save(admin.token, blogId, { title: 'Draft two', categoryId: eventId, cover: '/uploads/c.png' }).expect(200);
      const page = await history(blogId);
      expect(page.countData).toBe(3);
      expect(page.data.map((r) => [r.title, r.authorName, r.changedFields])).toEqual([
        ['Draft two', 'editor', ['title', 'cover', 'category']],
        ['Draft one', 'penulis', ['content']],
        ['Draft one', 'penulis', []],
      ]);
      const ids = page.data.map((r) => r.id);
      expect([...ids].sort((a, b) => b - a)).toEqual(ids);
      // Content is stored sanitised, as the post holds it.
      await save(author.token, blogId, { content: '<p onclick="x()">a b c<script>alert(1)</script></p>' }).expect(200);
      const newest = (await history(blogId)).data[0];
      expect((await revision(blogId, newest.id)).content).toBe('<p>a b c</p>');
    });

    it('holds content as long as a post may be (CONTENT_MAX characters)', async () => {
      const content = `<p>${'a'.repeat(CONTENT_MAX - 7)}</p>`;
      const { blogId } = await create(author.token, { title: 'Long read', content });
      const [first] = (await history(blogId)).data;
      expect((await revision(blogId, first.id)).content).toBe(content);
    });

    it('a save that changes nothing, and a save that fails, store none', async () => {
      const { blogId, blogSlug } = await create(author.token, { title: 'Steady', categoryId: insightId, content: '<p>x</p>', cover: '/uploads/s.png' });
      await save(author.token, blogId, { title: 'Steady', content: '<p>x</p>' }).expect(200);
      await save(author.token, blogId, {}).expect(200);
      await save(author.token, blogId, { categoryId: 9999 }).expect(400);
      expect((await history(blogId)).countData).toBe(1);

      await t.http.post(`/api/blogs/${blogSlug}/publish`).set(bearer(author.token)).expect(200);
      await save(author.token, blogId, { title: 'Changed while published' }).expect(409);
      expect((await history(blogId)).countData).toBe(1);
    });

    it('pages of 15, newest first, with totalPages and countData', async () => {
      const { blogId } = await create(author.token, { title: 'Many saves', content: '<p>0</p>' });
      for (let n = 1; n <= 19; n++) await save(author.token, blogId, { content: `<p>${n}</p>` }).expect(200);
      const first = await history(blogId, author.token, 1);
      const second = await history(blogId, author.token, 2);
      expect([first.totalPages, first.countData, first.data.length]).toEqual([2, 20, PAGE_SIZE]);
      expect([second.totalPages, second.countData, second.data.length]).toEqual([2, 20, 5]);
      const ids = [...first.data, ...second.data].map((r) => r.id);
      expect(new Set(ids).size).toBe(20);
      expect([...ids].sort((a, b) => b - a)).toEqual(ids);
      expect((await revision(blogId, ids[0])).content).toBe('<p>19</p>');
      expect((await revision(blogId, ids[19])).content).toBe('<p>0</p>');
      expect((await history(blogId, author.token, 3)).data).toEqual([]);
      await t.http.get(`/api/blogs/${blogId}/revisions?page=0`).set(bearer(author.token)).expect(400);
    });
  });

  describe('the same access as editing the post', () => {
    let blogId: number;
    let revisionId: number;
    beforeAll(async () => {
      ({ blogId } = await create(author.token, { title: 'Mine alone', content: '<p>one</p>' }));
      await save(author.token, blogId, { content: '<p>two</p>' }).expect(200);
      revisionId = (await history(blogId)).data[1].id;
    });

    it("the post's author and admin-level staff read and restore it", async () => {
      expect((await history(blogId, author.token)).countData).toBe(2);
      expect((await revision(blogId, revisionId, admin.token)).content).toBe('<p>one</p>');
      await restore(blogId, revisionId, author.token).expect(200);
      await restore(blogId, (await history(blogId)).data[1].id, admin.token).expect(200);
    });

    it('another author gets 403 for each, as for editing; nobody logged in 401', async () => {
      for (const req of [
        t.http.get(`/api/blogs/${blogId}/revisions`),
        t.http.get(`/api/blogs/${blogId}/revisions/${revisionId}`),
        t.http.post(`/api/blogs/${blogId}/revisions/${revisionId}/restore`),
      ]) {
        const res = await req.set(bearer(other.token)).expect(403);
        expect(res.body.code).toBe('auth.forbidden');
      }
      await save(other.token, blogId, { title: 'Not mine' }).expect(403);
      await t.http.get(`/api/blogs/${blogId}/revisions`).expect(401);
      await t.http.post(`/api/blogs/${blogId}/revisions/${revisionId}/restore`).expect(401);
    });

    it("404 blog.not_found for an unknown post; 404 revision.not_found for a revision that is not this post's", async () => {
      for (const path of ['/api/blogs/999999/revisions', `/api/blogs/999999/revisions/${revisionId}`, '/api/blogs/abc/revisions']) {
        const res = await t.http.get(path).set(bearer(root)).expect(404);
        expect(res.body).toMatchObject({ code: 'blog.not_found', message: MESSAGES.blogNotFound });
      }
      const elsewhere = await create(author.token, { title: 'Another post' });
      const othersRevision = (await history(elsewhere.blogId)).data[0].id;
      for (const req of [
        t.http.get(`/api/blogs/${blogId}/revisions/${othersRevision}`),
        t.http.get(`/api/blogs/${blogId}/revisions/999999`),
        t.http.get(`/api/blogs/${blogId}/revisions/first`),
        t.http.post(`/api/blogs/${blogId}/revisions/${othersRevision}/restore`),
      ]) {
        const res = await req.set(bearer(root)).expect(404);
        expect(res.body).toMatchObject({ code: 'revision.not_found', message: REVISION_MESSAGES.notFound });
      }
    });
  });

  describe('restore', () => {
    it('on a draft: the revision becomes the post (title, slug, content, category, cover, event date) and the newest revision', async () => {
      const { blogId, blogSlug } = await create(author.token, {
        title: 'Original title',
        categoryId: insightId,
        content: '<p>The first text</p>',
        cover: '/uploads/first.png',
        eventDate: '2026-01-10',
      });
      await save(admin.token, blogId, {
        title: 'Rewritten title',
        categoryId: eventId,
        content: '<p>The second text</p>',
        cover: '/uploads/second.png',
        eventDate: null,
      }).expect(200);
      expect((await post(blogSlug)).slug).toBe('rewritten-title');
      const [, first] = (await history(blogId)).data;

      const res = await restore(blogId, first.id, author.token).expect(200);
      expect(res.body).toEqual({ status: 'Success', message: REVISION_MESSAGES.restored, blogSlug: 'original-title', blogId });

      const restored = await post('original-title', author.token);
      expect(restored).toMatchObject({
        slug: 'original-title',
        title: 'Original title',
        categoryId: insightId,
        content: '<p>The first text</p>',
        cover: '/uploads/first.png',
        eventDate: '2026-01-10',
        publishStatus: 'draft',
        updatedBy: 'penulis',
      });
      // The slug it had still finds the post.
      expect((await post('rewritten-title')).blogId).toBe(blogId);

      const page = await history(blogId);
      expect(page.countData).toBe(3);
      expect(page.data[0]).toMatchObject({
        title: 'Original title',
        authorName: 'penulis',
        restoredFromId: first.id,
        changedFields: ['title', 'content', 'cover', 'category', 'eventDate'],
      });
      expect(await revision(blogId, page.data[0].id)).toMatchObject({ content: '<p>The first text</p>', categoryId: insightId, eventDate: '2026-01-10' });
    });

    it('writes one post.restore row to the activity log, naming the revision and the fields it changed', async () => {
      const { blogId } = await create(author.token, { title: 'Logged restore', content: '<p>one</p>' });
      await save(author.token, blogId, { content: '<p>two</p>' }).expect(200);
      const first = (await history(blogId)).data[1];
      await restore(blogId, first.id, admin.token).expect(200);

      const rows = (await t.http.get('/api/activity').set(bearer(root)).expect(200)).body.data as {
        action: string;
        actorName: string;
        targetId: string;
        targetLabel: string;
        summary: string;
      }[];
      const mine = rows.filter((row) => row.targetId === String(blogId));
      expect(mine.slice(0, 2)).toEqual([
        expect.objectContaining({
          action: 'post.restore',
          actorName: 'editor',
          targetLabel: 'Logged restore',
          summary: `revision ${first.id} of ${siteTime(new Date(first.createdAt), t.config.site.timeZone)} by penulis: content`,
        }),
        expect.objectContaining({ action: 'post.update', actorName: 'penulis', summary: 'content' }),
      ]);
    });

    it('409 blog.locked with the lock message on a published or scheduled post, which stays as it was', async () => {
      const { blogId, blogSlug } = await create(author.token, { title: 'Locked', categoryId: insightId, content: '<p>old</p>', cover: '/uploads/l.png' });
      await save(author.token, blogId, { content: '<p>new</p>' }).expect(200);
      const first = (await history(blogId)).data[1];
      await t.http.post(`/api/blogs/${blogSlug}/publish`).set(bearer(author.token)).expect(200);

      const published = await restore(blogId, first.id).expect(409);
      expect(published.body).toMatchObject({ code: 'blog.locked', message: VALIDATION.publishedLocked });

      // A scheduled post is locked like a published one.
      await t.http.post(`/api/blogs/${blogSlug}/draft`).set(bearer(author.token)).expect(200);
      const publishAt = new Date(Date.now() + 3_600_000).toISOString();
      await t.http.post(`/api/blogs/${blogSlug}/schedule`).set(bearer(author.token)).send({ publishAt }).expect(200);
      const scheduled = await restore(blogId, first.id).expect(409);
      expect(scheduled.body).toMatchObject({ code: 'blog.locked', message: VALIDATION.publishedLocked });

      expect((await post(blogSlug)).content).toBe('<p>new</p>');
      expect((await history(blogId)).countData).toBe(2);
    });

    it('a category deleted since is not brought back: the post keeps its current one; a revision without one clears it', async () => {
      const made = await t.http.post('/api/categories').set(bearer(root)).send({ name: 'Short-lived', description: 'gone soon' }).expect(201);
      const shortLived = made.body.data.id as number;
      const { blogId, blogSlug } = await create(author.token, { title: 'Moving category', categoryId: shortLived, content: '<p>v1</p>' });
      await save(author.token, blogId, { categoryId: insightId, content: '<p>v2</p>' }).expect(200);
      await t.http.delete(`/api/categories/${shortLived}`).set(bearer(root)).expect(200);
      const [, first] = (await history(blogId)).data;
      expect(await revision(blogId, first.id)).toMatchObject({ categoryId: shortLived, category: null });

      await restore(blogId, first.id).expect(200);
      expect(await post(blogSlug)).toMatchObject({ content: '<p>v1</p>', categoryId: insightId });

      const uncategorised = await create(author.token, { title: 'No category yet' });
      await save(author.token, uncategorised.blogId, { categoryId: eventId }).expect(200);
      await restore(uncategorised.blogId, (await history(uncategorised.blogId)).data[1].id).expect(200);
      expect((await post(uncategorised.blogSlug)).categoryId).toBeNull();
    });

    it('restoring what the post already holds changes nothing and stores no revision', async () => {
      const { blogId } = await create(author.token, { title: 'Same again', content: '<p>same</p>' });
      const [only] = (await history(blogId)).data;
      await restore(blogId, only.id).expect(200);
      expect((await history(blogId)).countData).toBe(1);
    });
  });

  it('revisions go with their post', async () => {
    const { blogId } = await create(author.token, { title: 'Short life', content: '<p>a</p>' });
    await save(author.token, blogId, { content: '<p>b</p>' }).expect(200);
    const ds = t.app.get(DataSource);
    const count = async () => Number((await ds.query('SELECT COUNT(*) AS n FROM blog_revisions WHERE blogId = ?', [blogId]))[0].n);
    expect(await count()).toBe(2);
    await t.http.delete(`/api/blogs/${blogId}`).set(bearer(author.token)).expect(200);
    expect(await count()).toBe(0);
    const res = await t.http.get(`/api/blogs/${blogId}/revisions`).set(bearer(root)).expect(404);
    expect(res.body.code).toBe('blog.not_found');
  });
});

describe('REVISIONS_KEEP', () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    t = await startTestApp({ REVISIONS_KEEP: '3' });
    root = await login(t.http, SUPERADMIN.email, SUPERADMIN.password);
  });
  afterAll(() => t.close());

  it("keeps a post's newest 3, dropping the oldest first, and leaves other posts' alone", async () => {
    const a = (await t.http.post('/api/blogs').set(bearer(root)).send({ title: 'Kept', content: '<p>0</p>' }).expect(201)).body.blogId as number;
    const b = (await t.http.post('/api/blogs').set(bearer(root)).send({ title: 'Neighbour', content: '<p>0</p>' }).expect(201)).body.blogId as number;
    await t.http.put(`/api/blogs/${b}`).set(bearer(root)).send({ content: '<p>1</p>' }).expect(200);
    const firstOfA = (await t.http.get(`/api/blogs/${a}/revisions`).set(bearer(root)).expect(200)).body.data[0].id as number;
    for (let n = 1; n <= 4; n++)
      await t.http
        .put(`/api/blogs/${a}`)
        .set(bearer(root))
        .send({ content: `<p>${n}</p>` })
        .expect(200);

    const page = (await t.http.get(`/api/blogs/${a}/revisions`).set(bearer(root)).expect(200)).body as RevisionPage;
    expect([page.countData, page.totalPages]).toEqual([3, 1]);
    const contents = await Promise.all(
      page.data.map(async (r) => (await t.http.get(`/api/blogs/${a}/revisions/${r.id}`).set(bearer(root)).expect(200)).body.data.content as string),
    );
    expect(contents).toEqual(['<p>4</p>', '<p>3</p>', '<p>2</p>']);
    await t.http.get(`/api/blogs/${a}/revisions/${firstOfA}`).set(bearer(root)).expect(404);
    expect((await t.http.get(`/api/blogs/${b}/revisions`).set(bearer(root)).expect(200)).body.countData).toBe(2);
  });
});

describe('the revisions migration on a database made by the previous version', () => {
  const MIGRATION = 'BlogRevisions1796000000000';

  it('gives every existing post one revision of its current state, dated and signed by its last save', async () => {
    const t = await startTestApp();
    let again: TestApp | undefined;
    try {
      const root = await login(t.http, SUPERADMIN.email, SUPERADMIN.password);
      const author = await createAccount(t.http, root, { username: 'veteran', email: 'veteran@csec.test', role: 'author' });
      const created = (await t.http.post('/api/blogs').set(bearer(author.token)).send({ title: 'Never saved', content: '<p>as created</p>' }).expect(201)).body
        .blogId as number;
      const edited = (await t.http.post('/api/blogs').set(bearer(author.token)).send({ title: 'Saved later', content: '<p>v1</p>' }).expect(201)).body
        .blogId as number;
      await t.http.put(`/api/blogs/${edited}`).set(bearer(root)).send({ content: '<p>v2</p>', eventDate: '2026-05-01' }).expect(200);
      await t.stop();

      // Back to the version before revisions: the migrations after it and its own down().
      const old = await new DataSource({ ...dataSourceOptions(loadConfig(t.env)), migrationsRun: false, logging: false }).initialize();
      try {
        const ran = async () => (await old.query<{ name: string }[]>('SELECT name FROM migrations')).map((r) => r.name);
        while ((await ran()).includes(MIGRATION)) await old.undoLastMigration();
        // Its last save as the old version would have stamped it.
        await old.query('UPDATE blogs SET updatedAt = ? WHERE id = ?', ['2026-06-01 08:30:00', edited]);
      } finally {
        await old.destroy();
      }

      again = await startTestApp({}, t);
      const history = async (blogId: number) => (await again!.http.get(`/api/blogs/${blogId}/revisions`).set(bearer(root)).expect(200)).body as RevisionPage;
      const one = await history(created);
      expect(one.countData).toBe(1);
      expect(one.data[0]).toMatchObject({ title: 'Never saved', authorId: author.id, authorName: 'veteran', changedFields: [], restoredFromId: null });
      const two = await history(edited);
      expect(two.countData).toBe(1);
      expect(two.data[0]).toMatchObject({ title: 'Saved later', authorName: SUPERADMIN.username, createdAt: '2026-06-01T08:30:00.000Z' });
      const full = (await again.http.get(`/api/blogs/${edited}/revisions/${two.data[0].id}`).set(bearer(root)).expect(200)).body.data as RevisionView;
      expect(full).toMatchObject({ content: '<p>v2</p>', eventDate: '2026-05-01', categoryId: null });

      // The next save is compared with it: a change adds one, naming what changed.
      await again.http.put(`/api/blogs/${edited}`).set(bearer(root)).send({ content: '<p>v3</p>' }).expect(200);
      expect((await history(edited)).data[0]).toMatchObject({ changedFields: ['content'] });
    } finally {
      if (again) await again.stop();
      await t.close();
    }
  });
});
