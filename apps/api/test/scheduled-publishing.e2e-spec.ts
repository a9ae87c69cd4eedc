import type { Response } from 'superagent';
import type TestAgent from 'supertest/lib/agent';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { API_MESSAGES, SCHEDULE_TEXTS, SCHEDULER_TICK_MS, VALIDATION } from '@csec/contracts';
import { Clock } from '../src/common/time/clock';
import { PostPublishedEvent } from '../src/blogs/events/post-published.event';
import { ScheduledPublisher } from '../src/blogs/scheduled-publisher';
import { bearer, createAccount, login, startTestApp, SUPERADMIN, type TestApp } from './support/test-app';

/** superagent parses XML bodies into nothing: read them as text. */
const textOf = (r: Response, cb: (error: Error | null, body: string) => void) => {
  let text = '';
  r.on('data', (c: Buffer) => (text += c.toString()));
  r.on('end', () => cb(null, text));
};

/** A whole second `seconds` from now: MySQL's DATETIME keeps no fraction, so the time reads back as sent. */
const secondsAhead = (seconds: number) => new Date(Math.ceil((Date.now() + seconds * 1000) / 1000) * 1000);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it holds; answers when it first did, in ms since the epoch. */
async function whenTrue(check: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return Date.now();
    if (Date.now() > end) throw new Error(`still not true after ${timeoutMs} ms`);
    await sleep(50);
  }
}

const publicSlugs = async (http: TestAgent) => ((await http.get('/api/blogs/publish').expect(200)).body.data as { slug: string }[]).map((p) => p.slug);

/**
 * Moves the clock of every app in this process (each module's Clock) to read `at` now and run on
 * from there, as if the test had waited until then; afterEach puts it back.
 */
function clockReaches(at: Date): number {
  const offset = at.getTime() - Date.now();
  jest.spyOn(Clock.prototype, 'now').mockImplementation(() => new Date(Date.now() + offset));
  return Date.now();
}
afterEach(() => jest.restoreAllMocks());

/** Measured figures, printed once at the end: how long after its time a post went public. */
const measured: string[] = [];
afterAll(() => console.log(`Scheduled publishing (${process.env.DB_TYPE ?? 'sqlite'}):\n  ${measured.join('\n  ')}`));

describe('scheduled publishing', () => {
  let t: TestApp;
  let root: string;
  let author: { id: number; token: string };
  let other: { id: number; token: string };
  let categoryId: number;
  let count = 0;

  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_URL: 'https://www.csec.test' });
    root = await login(t.http, SUPERADMIN.email, SUPERADMIN.password);
    author = await createAccount(t.http, root, { username: 'penulis', email: 'penulis@csec.test', role: 'author' });
    other = await createAccount(t.http, root, { username: 'lain', email: 'lain@csec.test', role: 'author' });
    categoryId = (await t.http.get('/api/categories')).body.data[0].id;
  });
  afterAll(() => t.close());

  /** A draft ready to publish (category, content, cover), unless `fields` say otherwise. */
  const draft = async (http: TestAgent, token: string, fields: object = {}) => {
    const body = { title: `Scheduled ${++count}`, categoryId, content: '<p>Ready to read</p>', cover: '/uploads/cover.png', ...fields };
    const res = await http.post('/api/blogs').set(bearer(token)).send(body).expect(201);
    return { slug: res.body.blogSlug as string, id: res.body.blogId as number, title: body.title };
  };
  const schedule = (http: TestAgent, token: string, slug: string, publishAt: unknown) =>
    http
      .post(`/api/blogs/${slug}/schedule`)
      .set(bearer(token))
      .send(publishAt === undefined ? {} : { publishAt });
  const staffRead = async (http: TestAgent, slug: string) => (await http.get(`/api/blogs/${slug}`).set(bearer(root)).expect(200)).body.data;
  const activity = async (http: TestAgent, action: string) =>
    (await http.get(`/api/activity?action=${action}`).set(bearer(root)).expect(200)).body.data as Record<string, unknown>[];

  describe('the rules', () => {
    it('refuses a missing, malformed or zone-less publishAt, and one too soon or too far', async () => {
      const post = await draft(t.http, author.token);
      const cases: [unknown, string][] = [
        [undefined, SCHEDULE_TEXTS.publishAtRequired],
        ['', SCHEDULE_TEXTS.publishAtRequired],
        ['next tuesday', SCHEDULE_TEXTS.publishAtInvalid],
        [1796000000000, SCHEDULE_TEXTS.publishAtInvalid],
        ['2030-11-25T09:00:00', SCHEDULE_TEXTS.publishAtInvalid],
        ['2030-02-30T09:00:00Z', SCHEDULE_TEXTS.publishAtInvalid],
        ['2020-01-01T00:00:00Z', SCHEDULE_TEXTS.publishAtPast],
        [new Date(Date.now() + 2000).toISOString(), SCHEDULE_TEXTS.publishAtPast],
        [new Date(Date.now() + 400 * 24 * 3600_000).toISOString(), SCHEDULE_TEXTS.publishAtTooFar],
      ];
      for (const [publishAt, message] of cases) {
        const res = await schedule(t.http, author.token, post.slug, publishAt).expect(400);
        expect({ publishAt, body: res.body }).toMatchObject({ publishAt, body: { code: 'validation.failed', message, errors: { publishAt: message } } });
      }
      expect((await staffRead(t.http, post.slug)).publishStatus).toBe('draft');
    });

    it('needs a category, content and a cover, with the spec messages', async () => {
      const post = await draft(t.http, author.token, { categoryId: null, content: '<p><br></p>', cover: null });
      const res = await schedule(t.http, author.token, post.slug, secondsAhead(3600).toISOString()).expect(400);
      expect(res.body.errors).toEqual({
        category: VALIDATION.categoryRequiredToPublish,
        content: VALIDATION.contentRequiredToPublish,
        cover: VALIDATION.coverRequiredToPublish,
      });
      expect((await staffRead(t.http, post.slug)).publishStatus).toBe('draft');
    });

    it('schedules a draft: staff see it scheduled, it is locked, and visitors do not see it', async () => {
      const post = await draft(t.http, author.token);
      const at = secondsAhead(3600);
      // An offset other than Z names the same instant.
      const local = new Date(at.getTime() + 7 * 3600_000).toISOString().replace('Z', '+07:00');
      const res = await schedule(t.http, author.token, post.slug, local).expect(200);
      expect(res.body).toEqual({ status: 'Success', message: SCHEDULE_TEXTS.scheduled });

      expect(await staffRead(t.http, post.slug)).toMatchObject({ publishStatus: 'scheduled', publishAt: at.toISOString() });
      const list = await t.http
        .get(`/api/blogs?query=${encodeURIComponent(post.title)}`)
        .set(bearer(root))
        .expect(200);
      expect(list.body.data[0]).toMatchObject({ slug: post.slug, publishStatus: 'scheduled', publishAt: at.toISOString() });

      const put = await t.http.put(`/api/blogs/${post.id}`).set(bearer(author.token)).send({ title: 'Edited' }).expect(409);
      expect(put.body).toMatchObject({ code: 'blog.locked', message: VALIDATION.publishedLocked });

      await t.http.get(`/api/blogs/publish/${post.slug}`).expect(404);
      expect(await publicSlugs(t.http)).not.toContain(post.slug);
      const sidebar = await t.http.get('/api/blogs/publish/sidebar').expect(200);
      expect(sidebar.body.data.recent.map((p: { slug: string }) => p.slug)).not.toContain(post.slug);
      const sitemap = await t.http.get('/sitemap.xml').buffer(true).parse(textOf).expect(200);
      expect(sitemap.body).not.toContain(post.slug);
      const rss = await t.http.get('/rss.xml').buffer(true).parse(textOf).expect(200);
      expect(rss.body).not.toContain(post.slug);

      const [row] = await activity(t.http, 'post.schedule');
      expect(row).toMatchObject({ actorId: author.id, targetId: String(post.id), targetLabel: post.title, summary: `to publish at ${at.toISOString()}` });
    });

    it('moves a scheduled post to a new time', async () => {
      const post = await draft(t.http, author.token);
      await schedule(t.http, author.token, post.slug, secondsAhead(3600).toISOString()).expect(200);
      const later = secondsAhead(7200);
      await schedule(t.http, author.token, post.slug, later.toISOString()).expect(200);
      expect(await staffRead(t.http, post.slug)).toMatchObject({ publishStatus: 'scheduled', publishAt: later.toISOString() });
    });

    it('refuses to schedule a published post: it goes back to draft first', async () => {
      const post = await draft(t.http, author.token);
      await t.http.post(`/api/blogs/${post.slug}/publish`).set(bearer(author.token)).expect(200);
      const res = await schedule(t.http, author.token, post.slug, secondsAhead(3600).toISOString()).expect(409);
      expect(res.body).toMatchObject({ code: 'blog.locked', message: VALIDATION.publishedLocked });
      expect((await staffRead(t.http, post.slug)).publishStatus).toBe('publish');
    });

    it("lets authors schedule their own posts only; admins schedule anyone's", async () => {
      const post = await draft(t.http, author.token);
      const res = await schedule(t.http, other.token, post.slug, secondsAhead(3600).toISOString()).expect(403);
      expect(res.body.message).toBe(API_MESSAGES.forbidden);
      await schedule(t.http, root, post.slug, secondsAhead(3600).toISOString()).expect(200);
      expect(await staffRead(t.http, post.slug)).toMatchObject({ publishStatus: 'scheduled', updatedBy: SUPERADMIN.username });
      await schedule(t.http, author.token, 'no-such-post', secondsAhead(3600).toISOString()).expect(404);
    });

    it('cancels with draft: the post is editable again and never published', async () => {
      const post = await draft(t.http, author.token);
      const at = secondsAhead(3600);
      await schedule(t.http, author.token, post.slug, at.toISOString()).expect(200);
      await t.http.post(`/api/blogs/${post.slug}/draft`).set(bearer(author.token)).expect(200);
      expect(await staffRead(t.http, post.slug)).toMatchObject({ publishStatus: 'draft', publishAt: null });
      await t.http
        .put(`/api/blogs/${post.id}`)
        .set(bearer(author.token))
        .send({ title: `${post.title} edited` })
        .expect(200);
      // Past its former time and a tick more, it is still a draft.
      clockReaches(new Date(at.getTime() + 1000));
      await sleep(2 * SCHEDULER_TICK_MS);
      expect((await staffRead(t.http, post.slug)).publishStatus).toBe('draft');
    });
  });

  describe('at its time', () => {
    it('is published within 5 s: in the public list, detail, sidebar, archive, sitemap and RSS, caches cleared', async () => {
      const post = await draft(t.http, author.token);
      const at = secondsAhead(3600);
      await schedule(t.http, author.token, post.slug, at.toISOString()).expect(200);
      // Cached while it waits: the publish must clear these.
      expect(await publicSlugs(t.http)).not.toContain(post.slug);
      await t.http.get(`/api/blogs/publish/${post.slug}`).expect(404);
      await t.http.get('/api/blogs/publish/sidebar').expect(200);

      const reached = clockReaches(at);
      const seen = await whenTrue(async () => (await publicSlugs(t.http)).includes(post.slug), 10_000);
      const lag = seen - reached;
      measured.push(`one process: public ${lag} ms after publishAt`);
      expect(lag).toBeGreaterThanOrEqual(0);
      expect(lag).toBeLessThan(5000);

      const detail = await t.http.get(`/api/blogs/publish/${post.slug}`).expect(200);
      expect(detail.body.data[0]).toMatchObject({ slug: post.slug, publishAt: at.toISOString() });
      const sidebar = await t.http.get('/api/blogs/publish/sidebar').expect(200);
      expect(sidebar.body.data.recent.map((p: { slug: string }) => p.slug)).toContain(post.slug);
      const month = at.toISOString().slice(0, 7);
      expect(sidebar.body.data.archive.map((m: { month: string }) => m.month)).toContain(month);
      const archive = await t.http.get(`/api/blogs/publish?month=${month}`).expect(200);
      expect(archive.body.data.map((p: { slug: string }) => p.slug)).toContain(post.slug);
      const sitemap = await t.http.get('/sitemap.xml').buffer(true).parse(textOf).expect(200);
      expect(sitemap.body).toContain(`https://www.csec.test/blog/${post.slug}`);
      const rss = await t.http.get('/rss.xml').buffer(true).parse(textOf).expect(200);
      expect(rss.body).toContain(post.slug);

      // publishAt stays the scheduled time; the scheduler is not a writer of the post.
      expect(await staffRead(t.http, post.slug)).toMatchObject({ publishStatus: 'publish', publishAt: at.toISOString(), updatedBy: 'penulis' });
      const rows = (await activity(t.http, 'post.publish')).filter((row) => row.targetId === String(post.id));
      expect(rows).toEqual([
        expect.objectContaining({ actorId: author.id, actorName: 'penulis', ip: null, summary: `published on schedule (${at.toISOString()})` }),
      ]);
    });
  });
});

describe('scheduled publishing across a restart', () => {
  it('publishes at start-up what fell due while the server was down', async () => {
    const first = await startTestApp();
    const token = await login(first.http, SUPERADMIN.email, SUPERADMIN.password);
    const categoryId = (await first.http.get('/api/categories')).body.data[0].id;
    const created = await first.http
      .post('/api/blogs')
      .set(bearer(token))
      .send({ title: 'Due while down', categoryId, content: '<p>Text</p>', cover: '/uploads/c.png' })
      .expect(201);
    const slug = created.body.blogSlug as string;
    const at = secondsAhead(3600);
    await first.http.post(`/api/blogs/${slug}/schedule`).set(bearer(token)).send({ publishAt: at.toISOString() }).expect(200);
    await first.stop();
    clockReaches(new Date(at.getTime() + 1000));

    const startedAt = Date.now();
    const second = await startTestApp({}, first);
    try {
      const listening = Date.now();
      const seen = await whenTrue(async () => (await second.http.get(`/api/blogs/publish/${slug}`)).status === 200, 5000);
      measured.push(`restart: the app took ${listening - startedAt} ms to start, the due post was public ${seen - listening} ms after it listened`);
      expect(seen - listening).toBeLessThan(5000);
      const post = await second.http.get(`/api/blogs/${slug}`).set(bearer(token)).expect(200);
      expect(post.body.data).toMatchObject({ publishStatus: 'publish', publishAt: at.toISOString() });
    } finally {
      await second.close();
    }
  });
});

describe('scheduled publishing with two API processes on one database', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await startTestApp();
    b = await startTestApp({}, a);
  });
  afterAll(async () => {
    await b.stop();
    await a.close();
  });

  it('publishes each due post exactly once, and both show it within 5 s', async () => {
    const published: { process: string; blogId: number }[] = [];
    for (const [name, app] of [
      ['a', a],
      ['b', b],
    ] as const) {
      app.app.get(EventEmitter2).on('post.published', (event: PostPublishedEvent) => published.push({ process: name, blogId: event.blogId }));
    }
    const token = await login(a.http, SUPERADMIN.email, SUPERADMIN.password);
    const categoryId = (await a.http.get('/api/categories')).body.data[0].id;
    const at = secondsAhead(3600);
    const posts: { slug: string; id: number }[] = [];
    for (let i = 1; i <= 8; i++) {
      const res = await a.http
        .post('/api/blogs')
        .set(bearer(token))
        .send({ title: `Together ${i}`, categoryId, content: '<p>Text</p>', cover: '/uploads/c.png' })
        .expect(201);
      posts.push({ slug: res.body.blogSlug, id: res.body.blogId });
      // Half scheduled through each process.
      const via = i % 2 ? a : b;
      await via.http.post(`/api/blogs/${res.body.blogSlug}/schedule`).set(bearer(token)).send({ publishAt: at.toISOString() }).expect(200);
    }
    // Each process caches the public list while the posts wait.
    for (const app of [a, b]) expect(await publicSlugs(app.http)).toEqual([]);
    // Each process sees them waiting at least once, as its ticks do in the 5 s a post waits at the least.
    await Promise.all([a, b].map((app) => app.app.get(ScheduledPublisher).tick()));

    const reached = clockReaches(at);
    const [seenA, seenB] = await Promise.all([a, b].map((app) => whenTrue(async () => (await publicSlugs(app.http)).length === posts.length, 10_000)));
    measured.push(`two processes: all ${posts.length} posts public on a ${seenA - reached} ms and on b ${seenB - reached} ms after publishAt`);
    expect(Math.max(seenA, seenB) - reached).toBeLessThan(5000);

    // A few more ticks for a second publish to show up, if there were one.
    await sleep(3 * SCHEDULER_TICK_MS);
    expect(published.map((p) => p.blogId).sort((x, y) => x - y)).toEqual(posts.map((p) => p.id).sort((x, y) => x - y));
    const rows = ((await a.http.get('/api/activity?action=post.publish').set(bearer(token)).expect(200)).body.data as { targetId: string }[]).map((row) =>
      Number(row.targetId),
    );
    expect(rows.sort((x, y) => x - y)).toEqual(posts.map((p) => p.id).sort((x, y) => x - y));
    const byProcess = { a: published.filter((p) => p.process === 'a').length, b: published.filter((p) => p.process === 'b').length };
    measured.push(
      `two processes: ${published.length} publish events for ${posts.length} posts (a published ${byProcess.a}, b ${byProcess.b}), ${rows.length} activity rows`,
    );
  });

  it('lets one claim win when both processes look at the same due posts at the same moment', async () => {
    const published: { process: string; blogId: number }[] = [];
    for (const [name, app] of [
      ['a', a],
      ['b', b],
    ] as const) {
      app.app.get(EventEmitter2).on('post.published', (event: PostPublishedEvent) => published.push({ process: name, blogId: event.blogId }));
    }
    const token = await login(a.http, SUPERADMIN.email, SUPERADMIN.password);
    const categoryId = (await a.http.get('/api/categories')).body.data[0].id;
    const at = secondsAhead(3600);
    const ids: number[] = [];
    for (let i = 1; i <= 12; i++) {
      const res = await a.http
        .post('/api/blogs')
        .set(bearer(token))
        .send({ title: `Race ${i}`, categoryId, content: '<p>Text</p>', cover: '/uploads/c.png' })
        .expect(201);
      ids.push(res.body.blogId);
      await a.http.post(`/api/blogs/${res.body.blogSlug}/schedule`).set(bearer(token)).send({ publishAt: at.toISOString() }).expect(200);
    }
    // Right at the time, both processes read the same due posts and claim them together, besides their own timers.
    clockReaches(at);
    await Promise.all([a, b].map((app) => app.app.get(ScheduledPublisher).tick(at)));
    await sleep(2 * SCHEDULER_TICK_MS);

    expect(published.map((p) => p.blogId).sort((x, y) => x - y)).toEqual(ids);
    const byProcess = { a: published.filter((p) => p.process === 'a').length, b: published.filter((p) => p.process === 'b').length };
    measured.push(`a race at the due time: ${published.length} publish events for ${ids.length} posts (a won ${byProcess.a}, b ${byProcess.b})`);
  });
});
