import { MESSAGES } from '@csec/contracts';
import { DataSource } from 'typeorm';
import { Blog } from '../src/blogs/blog.entity';
import { bearer, createAccount, login, startTestApp, SUPERADMIN, TestApp } from './support/test-app';

describe('public blog', () => {
  let t: TestApp;
  let root: string;
  let author: { id: number; token: string };
  let categories: Record<string, number>;

  /** Creates and publishes a post, then moves its publish date to `publishAt`. */
  async function published(title: string, category: string, publishAt?: Date, extra: object = {}) {
    const res = await t.http
      .post('/api/blogs')
      .set(bearer(author.token))
      .send({
        title,
        categoryId: categories[category],
        cover: '/uploads/c.png',
        content: `<h2>${title}</h2><p>Body of ${title} <img src="https://csec.co.id/i.png"> with <strong>words</strong>.</p>`,
        ...extra,
      })
      .expect(201);
    await t.http.post(`/api/blogs/${res.body.blogSlug}/publish`).set(bearer(author.token)).expect(200);
    if (publishAt) {
      await t.app
        .get(DataSource)
        .getRepository(Blog)
        .update({ id: res.body.blogId }, { publishAt, publishMonth: publishAt.toISOString().slice(0, 7) });
    }
    return res.body as { blogSlug: string; blogId: number };
  }

  beforeAll(async () => {
    t = await startTestApp();
    root = await login(t.http, SUPERADMIN.email, SUPERADMIN.password);
    author = await createAccount(t.http, root, { username: 'reporter', email: 'reporter@csec.test', role: 'author' });
    const list = await t.http.get('/api/categories');
    categories = Object.fromEntries(list.body.data.map((c: { name: string; id: number }) => [c.name, c.id]));
    await published('September Insight', 'Insight', new Date('2026-09-10T10:00:00Z'));
    await published('October Event', 'Event', new Date('2026-10-05T10:00:00Z'));
    await published('October Announcement', 'Announcement', new Date('2026-10-20T10:00:00Z'));
    await published('November Tips', 'Tips and Trick', new Date('2026-11-02T10:00:00Z'));
    await t.http
      .post('/api/blogs')
      .set(bearer(author.token))
      .send({ title: 'Secret Draft', categoryId: categories.Insight, content: '<p>x</p>', cover: '/uploads/c.png' })
      .expect(201);
  });
  afterAll(() => t.close());

  it('lists published posts only, newest publishAt first, with an excerpt and never the content', async () => {
    const res = await t.http.get('/api/blogs/publish').expect(200);
    expect(res.body.status).toBe('Success');
    expect(res.body.data.map((b: { title: string }) => b.title)).toEqual(['November Tips', 'October Announcement', 'October Event', 'September Insight']);
    expect(res.body).toMatchObject({ countData: 4, totalPages: 1 });
    const card = res.body.data[0];
    expect(Object.keys(card).sort()).toEqual(['category', 'categoryTag', 'cover', 'coverImage', 'createdBy', 'excerpt', 'publishAt', 'slug', 'title']);
    expect(card).toMatchObject({ title: 'November Tips', slug: 'november-tips', category: 'Tips and Trick', createdBy: 'reporter', cover: '/uploads/c.png' });
    expect(card.excerpt).toBe('November Tips Body of November Tips with words.');
  });

  it('pages with limit (default 15, at most 50)', async () => {
    const res = await t.http.get('/api/blogs/publish?limit=3&page=2').expect(200);
    expect(res.body).toMatchObject({ countData: 4, totalPages: 2 });
    expect(res.body.data.map((b: { title: string }) => b.title)).toEqual(['September Insight']);
    await t.http.get('/api/blogs/publish?limit=51').expect(400);
    await t.http.get('/api/blogs/publish?limit=0').expect(400);
    await t.http.get('/api/blogs/publish?page=0').expect(400);
  });

  it('filters by category name ignoring case, and the featured tag annoucement reaches Announcement', async () => {
    const insight = await t.http.get('/api/blogs/publish?category=INSIGHT').expect(200);
    expect(insight.body.data.map((b: { title: string }) => b.title)).toEqual(['September Insight']);
    const tag = await t.http.get('/api/blogs/publish?category=annoucement').expect(200);
    expect(tag.body.data.map((b: { title: string }) => b.title)).toEqual(['October Announcement']);
    const tips = await t.http.get(`/api/blogs/publish?category=${encodeURIComponent('tips and trick')}`).expect(200);
    expect(tips.body.countData).toBe(1);
    const unknown = await t.http.get('/api/blogs/publish?category=nothing').expect(200);
    expect(unknown.body).toMatchObject({ data: [], countData: 0, totalPages: 0 });
  });

  it('filters by publish month', async () => {
    const october = await t.http.get('/api/blogs/publish?month=2026-10').expect(200);
    expect(october.body.data.map((b: { title: string }) => b.title)).toEqual(['October Announcement', 'October Event']);
    await t.http.get('/api/blogs/publish?month=October').expect(400);
    await t.http.get('/api/blogs/publish?month=2026-13').expect(400);
  });

  it('gives one published post with content, createdBy and contributors', async () => {
    const res = await t.http.get('/api/blogs/publish/october-event').expect(200);
    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0]).toMatchObject({ title: 'October Event', slug: 'october-event', createdBy: 'reporter', contributors: [], category: 'Event' });
    expect(res.body.data[0].content).toContain('<h2>October Event</h2>');
  });

  it('answers 404 for a draft and for an unknown slug', async () => {
    const draft = await t.http.get('/api/blogs/publish/secret-draft').expect(404);
    expect(draft.body).toEqual({ status: 'Failed', error: true, code: 'blog.not_found', message: MESSAGES.blogNotFound });
    await t.http.get('/api/blogs/publish/never-written').expect(404);
  });

  it('finds a post by a former slug and names the current one', async () => {
    const post = await published('First Title', 'Insight');
    await t.http.post(`/api/blogs/${post.blogSlug}/draft`).set(bearer(author.token)).expect(200);
    await t.http.put(`/api/blogs/${post.blogId}`).set(bearer(author.token)).send({ title: 'Second Title' }).expect(200);
    await t.http.post('/api/blogs/second-title/publish').set(bearer(author.token)).expect(200);
    const res = await t.http.get('/api/blogs/publish/first-title').expect(200);
    expect(res.body.data[0].slug).toBe('second-title');
    await t.http.post('/api/blogs/second-title/draft').set(bearer(author.token)).expect(200);
    await t.http.get('/api/blogs/publish/first-title').expect(404);
  });

  it('gives the sidebar in one call', async () => {
    const res = await t.http.get('/api/blogs/publish/sidebar').expect(200);
    expect(res.body.data.recent).toEqual([
      { title: 'November Tips', slug: 'november-tips' },
      { title: 'October Announcement', slug: 'october-announcement' },
      { title: 'October Event', slug: 'october-event' },
      { title: 'September Insight', slug: 'september-insight' },
    ]);
    expect(res.body.data.archive).toEqual([
      { label: 'November 2026', month: '2026-11', count: 1 },
      { label: 'October 2026', month: '2026-10', count: 2 },
      { label: 'September 2026', month: '2026-09', count: 1 },
    ]);
    expect(res.body.data.categories).toEqual([
      { name: 'Announcement', tag: 'Announcement', count: 1 },
      { name: 'Event', tag: 'Event', count: 1 },
      { name: 'Insight', tag: 'Insight', count: 1 },
      { name: 'Tips and Trick', tag: 'Tips and Trick', count: 1 },
    ]);
  });

  it('keeps at most 6 recent posts', async () => {
    for (let i = 0; i < 6; i++) await published(`Recent ${i}`, 'Insight');
    const res = await t.http.get('/api/blogs/publish/sidebar').expect(200);
    expect(res.body.data.recent).toHaveLength(6);
    expect(res.body.data.recent[0].title).toBe('Recent 5');
  });

  it('answers repeated reads from cache with an ETag, and a write shows at once', async () => {
    const first = await t.http.get('/api/blogs/publish?limit=1').expect(200);
    const etag = first.headers.etag;
    expect(etag).toBeDefined();
    const second = await t.http.get('/api/blogs/publish?limit=1').expect(200);
    expect(second.headers['x-cache']).toBe('HIT');
    await t.http.get('/api/blogs/publish?limit=1').set('If-None-Match', etag).expect(304);
    await published('Breaking News', 'Event');
    const after = await t.http.get('/api/blogs/publish?limit=1').set('If-None-Match', etag).expect(200);
    expect(after.body.data[0].title).toBe('Breaking News');
    const sidebar = await t.http.get('/api/blogs/publish/sidebar').expect(200);
    expect(sidebar.body.data.recent[0].title).toBe('Breaking News');
  });

  it('never caches staff reads', async () => {
    await t.http.get('/api/blogs').set(bearer(author.token)).expect(200);
    const again = await t.http.get('/api/blogs').set(bearer(author.token)).expect(200);
    expect(again.headers['x-cache']).toBeUndefined();
  });
});
