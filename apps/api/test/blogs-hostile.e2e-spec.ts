import { API_MESSAGES, CONTENT_MAX, HTML_DEPTH_MAX, MESSAGES, VALIDATION } from '@csec/contracts';
import { IN_PLACE_MAX } from '../src/blogs/blog-html.service';
import { APP_CONFIG, type AppConfig } from '../src/config/app-config';
import { bearer, createAccount, login, startTestApp, SUPERADMIN, TestApp } from './support/test-app';

/**
 * The hostile probe's findings on posts: HTML that froze the server, saves racing for one
 * slug, publishing racing a delete, and titles that broke the feed. Bounds are generous
 * (the probe asked for 2 s and 100 ms) because test machines are noisy, and where an order
 * proves the point (a read answered before a save), the order is asserted rather than a time.
 */
describe('posts under hostile input', () => {
  let t: TestApp;
  let root: string;
  let author: { id: number; token: string };
  let insightId: number;

  beforeAll(async () => {
    // These tests are about where the work runs (a worker, while reads go on), not its time budget,
    // whose refusal the last describe tests with 100 ms. The e2e specs share the cores with the other
    // test steps, so the production budget (2 s, for work of about half a second) is not theirs to hold.
    t = await startTestApp({ HTML_WORK_TIMEOUT_MS: '30000' });
    root = await login(t.http, SUPERADMIN.email, SUPERADMIN.password);
    author = await createAccount(t.http, root, { username: 'penulis', email: 'penulis@csec.test', role: 'author' });
    const categories = await t.http.get('/api/categories');
    insightId = categories.body.data.find((c: { name: string }) => c.name === 'Insight').id;
  });
  afterAll(() => t.close());

  const create = (body: object, token = author.token) => t.http.post('/api/blogs').set(bearer(token)).send(body);
  const update = (blogId: number, body: object, token = author.token) => t.http.put(`/api/blogs/${blogId}`).set(bearer(token)).send(body);
  const read = (slug: string) => t.http.get(`/api/blogs/${slug}`).set(bearer(root));
  const nested = (depth: number) => `${'<strong>'.repeat(depth)}deep${'</strong>'.repeat(depth)}`;
  const timed = async <T>(work: Promise<T>): Promise<{ result: T; ms: number; at: number }> => {
    const started = Date.now();
    const result = await work;
    return { result, ms: Date.now() - started, at: Date.now() };
  };
  /** A public read, sent while a save is in flight. */
  const publicReadDuring = async () => {
    await new Promise((resolve) => setTimeout(resolve, 30));
    return timed(t.http.get('/api/blogs/publish').then((res) => res.status));
  };

  describe('heavy HTML never holds the server', () => {
    it('refuses <b> x 300,000 at once, and a public read sent meanwhile is answered at once', async () => {
      const [save, get] = await Promise.all([timed(create({ title: 'Bold flood', content: '<b>'.repeat(300_000) })), publicReadDuring()]);
      expect(save.result.status).toBe(400);
      expect(save.result.body).toMatchObject({
        status: 'Failed',
        error: true,
        message: API_MESSAGES.contentTooDeep,
        errors: { content: API_MESSAGES.contentTooDeep },
      });
      // 37 s of parsing before; the refusal now reads the nesting only.
      expect(save.ms).toBeLessThan(5000);
      expect(get.result).toBe(200);
      // The read queues behind that short check at most, never behind other work: measured from the
      // save's answer, not from its own start, so a machine busy with other tests cannot fail it.
      expect(get.at - save.at).toBeLessThan(1000);
    });

    it('sanitises the costliest markup within the limit in a worker, while public reads go on', async () => {
      // Unclosed list items: the most work per character found, about half a second here.
      const content = `<ul>${'<li>x'.repeat(Math.floor((CONTENT_MAX - 4) / 5))}`;
      const [save, ...gets] = await Promise.all([timed(create({ title: 'Long list', content })), publicReadDuring(), publicReadDuring()]);
      // No time bound: 0.7 s alone, over 5 s once beside the other test steps on a core kept busy.
      // Where the work runs is the point, and the order of the answers below proves it.
      expect(save.result.status).toBe(201);
      for (const get of gets) {
        expect(get.result).toBe(200);
        // Answered while the worker was still sanitising: an order, which no machine's speed changes.
        expect(get.at).toBeLessThan(save.at);
      }
      const stored = await read(save.result.body.blogSlug).expect(200);
      expect(stored.body.data.content.startsWith('<ul><li>x</li><li>x</li>')).toBe(true);
    });

    it('saves a link address made of a megabyte of comments quickly (37 s before), without the address', async () => {
      const content = `<p><a href="https://a.example/${'<!---->'.repeat(140_000)}">x</a></p>`;
      const save = await timed(create({ title: 'Commented link', content }));
      // 201 is the bound: sanitising past HTML_WORK_TIMEOUT_MS (2 s here) is refused with 422, so the 37 s this took
      // before cannot pass. A wall-clock bound on the whole request measured the machine: 5.4 s once beside the other
      // test steps.
      expect(save.result.status).toBe(201);
      expect((await read(save.result.body.blogSlug).expect(200)).body.data.content).toBe('<p><a>x</a></p>');
    });
  });

  describe('nesting depth', () => {
    it(`keeps ${HTML_DEPTH_MAX} levels of allowed tags`, async () => {
      const res = await create({ title: 'Deep enough', content: nested(HTML_DEPTH_MAX) }).expect(201);
      expect((await read(res.body.blogSlug).expect(200)).body.data.content).toBe(nested(HTML_DEPTH_MAX));
    });

    it(`refuses ${HTML_DEPTH_MAX + 1} levels with 400 naming content, on create and update`, async () => {
      const refused = await create({ title: 'Too deep', content: nested(HTML_DEPTH_MAX + 1) }).expect(400);
      expect(refused.body).toEqual({
        status: 'Failed',
        error: true,
        code: 'content.too_deep',
        message: API_MESSAGES.contentTooDeep,
        errors: { content: API_MESSAGES.contentTooDeep },
      });
      const draft = await create({ title: 'Deepened later', content: '<p>ok</p>' }).expect(201);
      const again = await update(draft.body.blogId, { content: nested(HTML_DEPTH_MAX + 1) }).expect(400);
      expect(again.body.errors).toEqual({ content: API_MESSAGES.contentTooDeep });
      expect((await read(draft.body.blogSlug).expect(200)).body.data.content).toBe('<p>ok</p>');
    });
  });

  describe('content size', () => {
    it(`refuses more than ${CONTENT_MAX} characters with 413, on create and update`, async () => {
      const largest = `<p>${'a'.repeat(CONTENT_MAX - 7)}</p>`;
      const tooLarge = `${largest}x`;
      const refused = await create({ title: 'Too large', content: tooLarge }).expect(413);
      expect(refused.body).toEqual({ status: 'Failed', error: true, code: 'content.too_large', message: API_MESSAGES.contentTooLarge });
      const draft = await create({ title: 'Grows later', content: '<p>short</p>' }).expect(201);
      const again = await update(draft.body.blogId, { content: tooLarge }).expect(413);
      expect(again.body.message).toBe(API_MESSAGES.contentTooLarge);
      await update(draft.body.blogId, { content: largest }).expect(200);
    });
  });

  describe('saves racing for one slug', () => {
    it('20 creates with one title at once: all 201, 20 different slugs', async () => {
      const responses = await Promise.all(Array.from({ length: 20 }, () => create({ title: 'Breaking News' })));
      expect(responses.map((r) => r.status)).toEqual(Array(20).fill(201));
      const slugs = responses.map((r) => r.body.blogSlug as string);
      expect(new Set(slugs).size).toBe(20);
      expect(slugs).toContain('breaking-news');
      for (const slug of slugs) expect(slug).toMatch(/^breaking-news(-\d+)?$/);
    });

    it('10 posts renamed to one title at once: all 200, 10 different slugs, old slugs still lead to each', async () => {
      const posts = await Promise.all(Array.from({ length: 10 }, (_, i) => create({ title: `Draft number ${i}` }).expect(201)));
      const responses = await Promise.all(posts.map((p) => update(p.body.blogId, { title: 'Same Headline' })));
      expect(responses.map((r) => r.status)).toEqual(Array(10).fill(200));
      expect(new Set(responses.map((r) => r.body.blogSlug)).size).toBe(10);
      for (const post of posts) {
        const found = await read(post.body.blogSlug).expect(200);
        expect(found.body.data).toMatchObject({ blogId: post.body.blogId, title: 'Same Headline' });
      }
    });

    it('one post renamed 10 times at once: 200 or 409, never 500, and it stays whole', async () => {
      const post = await create({ title: 'Renamed often' }).expect(201);
      const titles = Array.from({ length: 10 }, (_, i) => `Rename ${i}`);
      const responses = await Promise.all(titles.map((title) => update(post.body.blogId, { title })));
      for (const res of responses) {
        expect([200, 409]).toContain(res.status);
        if (res.status === 409) expect(res.body.message).toBe(API_MESSAGES.blogSaveConflict);
      }
      const now = (await read('renamed-often').expect(200)).body.data;
      expect(titles).toContain(now.title);
      expect(now.slug).toBe(now.title.toLowerCase().replace(' ', '-'));
      // Every slug it answered under still leads to it.
      for (const res of responses.filter((r) => r.status === 200)) {
        expect((await read(res.body.blogSlug).expect(200)).body.data.blogId).toBe(post.body.blogId);
      }
    });

    it('saves by one contributor at once record the contributor once', async () => {
      const admin = await createAccount(t.http, root, { username: 'editor', email: 'editor@csec.test', role: 'admin' });
      const post = await create({ title: 'Edited together' }).expect(201);
      const responses = await Promise.all(Array.from({ length: 6 }, (_, i) => update(post.body.blogId, { content: `<p>edit ${i}</p>` }, admin.token)));
      expect(responses.map((r) => r.status)).toEqual(Array(6).fill(200));
      expect((await read(post.body.blogSlug).expect(200)).body.data.contributors).toEqual(['editor']);
    });
  });

  describe('publishing racing a delete', () => {
    const ready = () => create({ title: 'Short lived', categoryId: insightId, cover: '/uploads/c.png', content: '<p>Ready</p>' }).expect(201);

    it('answers 404 for a publish, a draft or a save after the delete', async () => {
      const post = await ready();
      await t.http.delete(`/api/blogs/${post.body.blogId}`).set(bearer(author.token)).expect(200);
      for (const action of ['publish', 'draft']) {
        const res = await t.http.post(`/api/blogs/${post.body.blogSlug}/${action}`).set(bearer(author.token)).expect(404);
        expect(res.body.message).toBe(MESSAGES.blogNotFound);
      }
      await update(post.body.blogId, { title: 'Too late' }).expect(404);
      await t.http.delete(`/api/blogs/${post.body.blogId}`).set(bearer(author.token)).expect(404);
    });

    it('publish, draft and delete at once: never a 500, and exactly one delete succeeds', async () => {
      for (let round = 0; round < 5; round++) {
        const post = await ready();
        const responses = await Promise.all([
          t.http.post(`/api/blogs/${post.body.blogSlug}/publish`).set(bearer(author.token)),
          t.http.delete(`/api/blogs/${post.body.blogId}`).set(bearer(author.token)),
          t.http.post(`/api/blogs/${post.body.blogSlug}/draft`).set(bearer(author.token)),
          t.http.delete(`/api/blogs/${post.body.blogId}`).set(bearer(author.token)),
        ]);
        for (const res of responses) expect([200, 404]).toContain(res.status);
        expect([responses[1].status, responses[3].status].sort()).toEqual([200, 404]);
        await read(post.body.blogSlug).expect(404);
      }
    });
  });

  describe('titles', () => {
    it('are stored without characters XML forbids, on create and update', async () => {
      const res = await create({ title: '\u0001Zero\u0000-day\u0007 \uFFFEnews\uD800\u007F ' }).expect(201);
      expect(res.body.blogSlug).toBe('zero-day-news');
      expect((await read(res.body.blogSlug).expect(200)).body.data.title).toBe('Zero-day news');
      await update(res.body.blogId, { title: 'Zero-day\u000B news\u001F, updated' }).expect(200);
      expect((await read(res.body.blogSlug).expect(200)).body.data.title).toBe('Zero-day news, updated');
    });

    it('made of forbidden characters alone count as empty', async () => {
      const res = await create({ title: '\u0000\u0008 \u001B' }).expect(400);
      expect(res.body.errors.title).toBe(VALIDATION.titleRequired);
    });
  });
});

describe('posts under a tight HTML time budget', () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    t = await startTestApp({ HTML_WORK_TIMEOUT_MS: '100' });
    root = await login(t.http, SUPERADMIN.email, SUPERADMIN.password);
  });
  afterAll(() => t.close());

  it('refuses a save whose HTML takes longer with 422, then saves the next one', async () => {
    const content = `<ul>${'<li>x'.repeat(Math.floor((CONTENT_MAX - 4) / 5))}`;
    const refused = await t.http.post('/api/blogs').set(bearer(root)).send({ title: 'Slow', content }).expect(422);
    expect(refused.body).toEqual({ status: 'Failed', error: true, code: 'content.too_slow', message: API_MESSAGES.contentTooSlow });
    // Just over what is prepared in place, so it goes to the pool's new thread. Its budget is read per task: the next
    // one gets a budget no busy machine overruns (a new thread's first run took over 100 ms with four test steps on two
    // cores), so this checks that the pool replaced the stopped thread, not how fast the new one starts.
    t.app.get<AppConfig>(APP_CONFIG).html.workTimeoutMs = 10_000;
    const quick = `<p>${'word '.repeat(Math.ceil(IN_PLACE_MAX / 5))}</p>`;
    await t.http.post('/api/blogs').set(bearer(root)).send({ title: 'Quick', content: quick }).expect(201);
  });
});
