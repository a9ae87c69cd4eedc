import { DataSource } from 'typeorm';
import { ACTIVITY_MESSAGES, type ActivityAction } from '@csec/contracts';
import { ActivityEntry } from '../src/activity/activity.entity';
import { makePng } from './support/images';
import { bearer, createAccount, login, startTestApp, SUPERADMIN, TestApp } from './support/test-app';

interface Row {
  id: number;
  createdAt: string;
  actorId: number | null;
  actorName: string | null;
  action: ActivityAction;
  targetType: string;
  targetId: string | null;
  targetLabel: string | null;
  ip: string | null;
  summary: string | null;
}

interface Page {
  status: string;
  data: Row[];
  totalPages: number;
  countData: number;
}

/** The address the requests claim through the loopback proxy (TRUST_PROXY's default trusts it). */
const CLIENT_IP = '203.0.113.7';
const forwarded = { 'X-Forwarded-For': CLIENT_IP };

describe('activity log', () => {
  let t: TestApp;
  let root: string;
  let rootId: number;

  beforeAll(async () => {
    t = await startTestApp();
    root = await login(t.http, SUPERADMIN.email, SUPERADMIN.password);
    rootId = (await t.http.get('/api/users/me').set(bearer(root)).expect(200)).body.data[0].id;
  });
  afterAll(() => t.close());

  async function list(query = '', token = root): Promise<Page> {
    return (await t.http.get(`/api/activity${query}`).set(bearer(token)).expect(200)).body as Page;
  }

  /** The rows `work` adds, oldest first (it must add fewer than a page). */
  async function rowsOf(work: () => Promise<unknown>): Promise<Row[]> {
    const before = (await list()).data[0]?.id ?? 0;
    await work();
    return (await list()).data.filter((row) => row.id > before).reverse();
  }

  const actions = (rows: Row[]) => rows.map((row) => row.action);

  describe('each action is one row with its actor, client IP, target and summary', () => {
    it('a login, a failed login and a logout; the row of a failed login holds the e-mail typed, never the password', async () => {
      const author = await createAccount(t.http, root, { username: 'logger_in', email: 'logger@csec.test', role: 'author' });
      let token = '';
      const loggedIn = await rowsOf(async () => {
        const res = await t.http.post('/api/login').set(forwarded).send({ email: 'logger@csec.test', password: author.password }).expect(200);
        token = res.body.token as string;
      });
      expect(loggedIn).toEqual([
        expect.objectContaining({
          action: 'auth.login',
          actorId: author.id,
          actorName: 'logger_in',
          targetType: 'user',
          targetId: String(author.id),
          targetLabel: 'logger_in',
          ip: CLIENT_IP,
          summary: null,
        }),
      ]);

      const secret = 'Not-The-Password-42';
      const failed = await rowsOf(async () => {
        await t.http.post('/api/login').set(forwarded).send({ email: 'Logger@CSEC.test', password: secret }).expect(401);
        await t.http.post('/api/login').send({ email: 'nobody@csec.test', password: secret }).expect(401);
      });
      expect(failed).toEqual([
        expect.objectContaining({
          action: 'auth.login_failed',
          actorId: null,
          actorName: null,
          targetType: 'user',
          targetId: null,
          targetLabel: 'logger@csec.test',
          ip: CLIENT_IP,
          summary: 'wrong e-mail or password',
        }),
        expect.objectContaining({ action: 'auth.login_failed', actorId: null, targetLabel: 'nobody@csec.test', ip: '127.0.0.1' }),
      ]);
      expect(JSON.stringify(failed)).not.toContain(secret);

      const loggedOut = await rowsOf(() => t.http.post('/api/logout').set(bearer(token)).set(forwarded).expect(200));
      expect(loggedOut).toEqual([
        expect.objectContaining({ action: 'auth.logout', actorId: author.id, actorName: 'logger_in', targetId: String(author.id), ip: CLIENT_IP }),
      ]);
    });

    it('sessions ended by their owner or by staff; those a password or role change ends add no row of their own', async () => {
      const author = await createAccount(t.http, root, { username: 'many_devices', email: 'devices@csec.test', role: 'author' });
      const phone = await login(t.http, 'devices@csec.test', author.password);
      const sessions = (await t.http.get('/api/users/me/sessions').set(bearer(author.token)).expect(200)).body.data as { id: string; current: boolean }[];
      const other = sessions.find((session) => !session.current);
      if (!other) throw new Error('no second session');

      const byOwner = await rowsOf(() => t.http.delete(`/api/users/me/sessions/${other.id}`).set(bearer(author.token)).expect(200));
      expect(byOwner).toEqual([
        expect.objectContaining({
          action: 'session.end',
          actorId: author.id,
          targetId: String(author.id),
          targetLabel: 'many_devices',
          summary: 'ended by owner: 1 session',
        }),
      ]);
      await t.http.get('/api/users/me').set(bearer(phone)).expect(401);

      await login(t.http, 'devices@csec.test', author.password);
      const byStaff = await rowsOf(() => t.http.delete(`/api/users/${author.id}/sessions`).set(bearer(root)).expect(200));
      expect(byStaff).toEqual([
        expect.objectContaining({
          action: 'session.end',
          actorId: rootId,
          actorName: 'superadmin',
          targetLabel: 'many_devices',
          summary: 'ended by staff: 2 sessions',
        }),
      ]);

      const again = await login(t.http, 'devices@csec.test', author.password);
      await login(t.http, 'devices@csec.test', author.password);
      const password = 'a-new-password-77';
      const changed = await rowsOf(() => t.http.post(`/api/users/${author.id}`).set(bearer(again)).send({ password }).expect(200));
      expect(changed).toEqual([
        expect.objectContaining({
          action: 'user.password_change',
          actorId: author.id,
          targetId: String(author.id),
          targetLabel: 'many_devices',
          summary: 'password',
        }),
      ]);
      expect(JSON.stringify(changed)).not.toContain(password);
      const raised = await rowsOf(() =>
        t.http.post(`/api/users/${author.id}`).set(bearer(root)).send({ username: 'many_devices', email: 'devices@csec.test', role: 'admin' }).expect(200),
      );
      expect(actions(raised)).toEqual(['user.role_change']);
    });

    it('accounts: create, update (the changed fields by name), role change, password change and delete', async () => {
      let id = 0;
      const created = await rowsOf(async () => {
        const res = await t.http
          .post('/api/register')
          .set(bearer(root))
          .set(forwarded)
          .send({ username: 'newcomer', email: 'newcomer@csec.test', password: 'newcomer-pass-1', role: 'author' })
          .expect(201);
        id = res.body.data.id as number;
      });
      expect(created).toEqual([
        expect.objectContaining({
          action: 'user.create',
          actorId: rootId,
          actorName: 'superadmin',
          targetType: 'user',
          targetId: String(id),
          targetLabel: 'newcomer',
          ip: CLIENT_IP,
          summary: 'role: author',
        }),
      ]);
      expect(JSON.stringify(created)).not.toContain('newcomer-pass-1');

      const update = (body: object) => t.http.post(`/api/users/${id}`).set(bearer(root)).send(body).expect(200);
      const renamed = await rowsOf(() => update({ username: 'arrival', email: 'arrival@csec.test', role: 'author' }));
      expect(renamed).toEqual([expect.objectContaining({ action: 'user.update', targetId: String(id), targetLabel: 'arrival', summary: 'username, email' })]);

      // The profile form sends every field back: only what changed is recorded, and nothing when nothing did.
      expect(await rowsOf(() => update({ username: 'arrival', email: 'arrival@csec.test', role: 'author' }))).toEqual([]);

      const promoted = await rowsOf(() => update({ username: 'arrival', email: 'arrival@csec.test', role: 'admin' }));
      expect(promoted).toEqual([expect.objectContaining({ action: 'user.role_change', targetLabel: 'arrival', summary: 'role: author → admin' })]);

      // One request changing the name, the role and the password: one row for each kind of change.
      const all = await rowsOf(() => update({ username: 'veteran', email: 'arrival@csec.test', role: 'author', password: 'veteran-pass-99' }));
      expect(all).toEqual([
        expect.objectContaining({ action: 'user.update', targetLabel: 'veteran', summary: 'username' }),
        expect.objectContaining({ action: 'user.role_change', targetLabel: 'veteran', summary: 'role: admin → author' }),
        expect.objectContaining({ action: 'user.password_change', targetLabel: 'veteran', summary: 'password' }),
      ]);
      expect(JSON.stringify(all)).not.toContain('veteran-pass-99');

      const deleted = await rowsOf(() => t.http.delete(`/api/users/${id}`).set(bearer(root)).expect(200));
      expect(deleted).toEqual([expect.objectContaining({ action: 'user.delete', actorId: rootId, targetId: String(id), targetLabel: 'veteran' })]);
    });

    it('posts: create, update (the changed fields by name), publish, draft and delete, each once', async () => {
      const author = await createAccount(t.http, root, { username: 'post_writer', email: 'writer@csec.test', role: 'author' });
      const categoryId = (await t.http.get('/api/categories').expect(200)).body.data[0].id as number;
      let blogId = 0;
      let slug = '';
      const created = await rowsOf(async () => {
        const res = await t.http
          .post('/api/blogs')
          .set(bearer(author.token))
          .set(forwarded)
          .send({ title: 'Threat report', categoryId, cover: '/uploads/c.png', content: '<p>x</p>' })
          .expect(201);
        ({ blogId, blogSlug: slug } = res.body as { blogId: number; blogSlug: string });
      });
      expect(created).toEqual([
        expect.objectContaining({
          action: 'post.create',
          actorId: author.id,
          actorName: 'post_writer',
          targetType: 'post',
          targetId: String(blogId),
          targetLabel: 'Threat report',
          ip: CLIENT_IP,
          summary: null,
        }),
      ]);

      const save = (body: object) => t.http.put(`/api/blogs/${blogId}`).set(bearer(author.token)).send(body).expect(200);
      const updated = await rowsOf(() => save({ title: 'Threat report, revised', content: '<p>y</p>', categoryId }));
      expect(updated).toEqual([expect.objectContaining({ action: 'post.update', targetLabel: 'Threat report, revised', summary: 'title, content' })]);
      expect(await rowsOf(() => save({ title: 'Threat report, revised', content: '<p>y</p>' }))).toEqual([]);
      slug = (await t.http.get(`/api/blogs/${slug}`).set(bearer(author.token)).expect(200)).body.data.slug as string;

      const published = await rowsOf(() => t.http.post(`/api/blogs/${slug}/publish`).set(bearer(author.token)).expect(200));
      expect(published).toEqual([
        expect.objectContaining({ action: 'post.publish', actorId: author.id, targetId: String(blogId), targetLabel: 'Threat report, revised' }),
      ]);
      const drafted = await rowsOf(() => t.http.post(`/api/blogs/${slug}/draft`).set(bearer(root)).expect(200));
      expect(drafted).toEqual([expect.objectContaining({ action: 'post.draft', actorId: rootId, targetId: String(blogId) })]);
      const deleted = await rowsOf(() => t.http.delete(`/api/blogs/${blogId}`).set(bearer(author.token)).expect(200));
      expect(deleted).toEqual([
        expect.objectContaining({ action: 'post.delete', actorId: author.id, targetId: String(blogId), targetLabel: 'Threat report, revised' }),
      ]);
    });

    it('translations: a link and an unlink, each once, naming the other post; Translate makes a post and links it', async () => {
      const author = await createAccount(t.http, root, { username: 'translator', email: 'translator@csec.test', role: 'author' });
      const categoryId = (await t.http.get('/api/categories').expect(200)).body.data[0].id as number;
      const write = async (title: string, language: string) =>
        (
          await t.http
            .post('/api/blogs')
            .set(bearer(author.token))
            .send({ title, language, categoryId, cover: '/uploads/c.png', content: '<p>x</p>' })
            .expect(201)
        ).body as { blogId: number };
      const english = await write('Harbour radar', 'en');
      const indonesian = await write('Radar pelabuhan', 'id');

      const linked = await rowsOf(() =>
        t.http.put(`/api/blogs/${english.blogId}/translation`).set(bearer(author.token)).send({ translationId: indonesian.blogId }).expect(200),
      );
      expect(linked).toEqual([
        expect.objectContaining({
          action: 'post.translation_link',
          actorId: author.id,
          targetId: String(english.blogId),
          targetLabel: 'Harbour radar',
          summary: `linked to "Radar pelabuhan" (#${indonesian.blogId})`,
        }),
      ]);
      const unlinked = await rowsOf(() => t.http.delete(`/api/blogs/${indonesian.blogId}/translation`).set(bearer(author.token)).expect(200));
      expect(unlinked).toEqual([
        expect.objectContaining({
          action: 'post.translation_unlink',
          actorId: author.id,
          targetId: String(indonesian.blogId),
          targetLabel: 'Radar pelabuhan',
          summary: `unlinked from "Harbour radar" (#${english.blogId})`,
        }),
      ]);
      const translated = await rowsOf(() => t.http.post(`/api/blogs/${indonesian.blogId}/translation`).set(bearer(author.token)).expect(200));
      expect(actions(translated)).toEqual(['post.create', 'post.translation_link']);
    });

    it('categories added, changed and deleted, and uploads', async () => {
      let categoryId = 0;
      const added = await rowsOf(async () => {
        const res = await t.http.post('/api/categories').set(bearer(root)).send({ name: 'Research', description: 'Lab notes' }).expect(201);
        categoryId = res.body.data.id as number;
      });
      expect(added).toEqual([
        expect.objectContaining({ action: 'category.add', actorId: rootId, targetType: 'category', targetId: String(categoryId), targetLabel: 'Research' }),
      ]);
      const changed = await rowsOf(() =>
        t.http.put(`/api/categories/${categoryId}`).set(bearer(root)).send({ name: 'Lab Research', description: 'Notes from the lab' }).expect(200),
      );
      expect(changed).toEqual([
        expect.objectContaining({
          action: 'category.update',
          targetId: String(categoryId),
          targetLabel: 'Lab Research',
          summary: 'renamed from "Research"; description changed',
        }),
      ]);
      // Saved unchanged: nothing happened, nothing is logged.
      expect(
        await rowsOf(() =>
          t.http.put(`/api/categories/${categoryId}`).set(bearer(root)).send({ name: 'Lab Research', description: 'Notes from the lab' }).expect(200),
        ),
      ).toEqual([]);
      const deleted = await rowsOf(() => t.http.delete(`/api/categories/${categoryId}`).set(bearer(root)).expect(200));
      expect(deleted).toEqual([expect.objectContaining({ action: 'category.delete', targetId: String(categoryId), targetLabel: 'Lab Research' })]);
      // A refused delete is no action.
      const inUse = (await t.http.get('/api/categories').expect(200)).body.data[0].id as number;
      await t.http.post('/api/blogs').set(bearer(root)).send({ title: 'Holds its category', categoryId: inUse }).expect(201);
      expect(await rowsOf(() => t.http.delete(`/api/categories/${inUse}`).set(bearer(root)).expect(409))).toEqual([]);

      const author = await createAccount(t.http, root, { username: 'uploader', email: 'uploader@csec.test', role: 'author' });
      let filename = '';
      const uploaded = await rowsOf(async () => {
        const res = await t.http
          .post('/api/upload')
          .set(bearer(author.token))
          .set(forwarded)
          .attach('file', await makePng(40, 30), { filename: 'holiday photo.png', contentType: 'image/png' })
          .expect(201);
        filename = res.body.filename as string;
      });
      expect(uploaded).toEqual([
        expect.objectContaining({
          action: 'file.upload',
          actorId: author.id,
          actorName: 'uploader',
          targetType: 'file',
          targetId: filename,
          targetLabel: 'holiday photo.png',
          ip: CLIENT_IP,
        }),
      ]);
      expect(uploaded[0].summary).toMatch(/^png, \d+ KB$/);
    });

    it('records nothing of the first start (the superadmin and the featured categories are no staff action)', async () => {
      const fresh = await startTestApp();
      try {
        const token = await login(fresh.http, SUPERADMIN.email, SUPERADMIN.password);
        const res = await fresh.http.get('/api/activity').set(bearer(token)).expect(200);
        expect(actions(res.body.data as Row[])).toEqual(['auth.login']);
      } finally {
        await fresh.close();
      }
    });
  });

  describe('GET /api/activity', () => {
    it('answers the list envelope, newest first, 15 a page', async () => {
      for (let i = 0; i < 16; i++)
        await t.http
          .post('/api/categories')
          .set(bearer(root))
          .send({ name: `Paged ${i}`, description: 'x' })
          .expect(201);
      const first = await list();
      expect(first.status).toBe('Success');
      expect(first.countData).toBeGreaterThan(16);
      expect(first.totalPages).toBe(Math.ceil(first.countData / 15));
      expect(first.data).toHaveLength(15);
      expect(first.data[0].targetLabel).toBe('Paged 15');
      const ids = first.data.map((row) => row.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      const times = first.data.map((row) => row.createdAt);
      expect(times).toEqual([...times].sort().reverse());

      const second = await list('?page=2');
      expect(second.data[0].id).toBeLessThan(ids[14]);
      expect(second.data[0].targetLabel).toBe('Paged 0');
      const beyond = await list(`?page=${first.totalPages + 1}`);
      expect(beyond).toEqual({ status: 'Success', data: [], totalPages: first.totalPages, countData: first.countData });
    });

    it('narrows by actor and by action', async () => {
      const author = await createAccount(t.http, root, { username: 'filtered', email: 'filtered@csec.test', role: 'author' });
      await t.http.post('/api/blogs').set(bearer(author.token)).send({ title: 'Filtered draft' }).expect(201);

      const mine = await list(`?actor=${author.id}`);
      expect(mine.countData).toBe(2);
      expect(actions(mine.data)).toEqual(['post.create', 'auth.login']);
      expect(mine.data.every((row) => row.actorId === author.id)).toBe(true);

      const created = await list('?action=user.create');
      expect(created.data.every((row) => row.action === 'user.create')).toBe(true);
      expect(created.data[0]).toMatchObject({ targetLabel: 'filtered', actorId: rootId });

      const both = await list(`?actor=${author.id}&action=post.create`);
      expect(both.countData).toBe(1);
      expect(both.data[0].targetLabel).toBe('Filtered draft');
      expect((await list('?actor=99999')).countData).toBe(0);
      // Names defined before their actions exist are valid filters with nothing to show yet.
      expect((await list('?action=post.schedule')).countData).toBe(0);
    });

    it("narrows by time: from and to are inclusive, a date alone is its whole day on the site's clock", async () => {
      const marker = await rowsOf(() => t.http.post('/api/categories').set(bearer(root)).send({ name: 'Timed', description: 'x' }).expect(201));
      const at = marker[0].createdAt;
      const timed = (query: string) => list(`?action=category.add&${query}`);

      expect((await timed(`from=${at}&to=${at}`)).data.map((row) => row.targetLabel)).toEqual(['Timed']);
      expect((await timed(`from=${at}`)).data[0].targetLabel).toBe('Timed');
      const justBefore = new Date(Date.parse(at) - 1).toISOString();
      expect((await timed(`to=${justBefore}`)).data.map((row) => row.targetLabel)).not.toContain('Timed');
      const justAfter = new Date(Date.parse(at) + 1).toISOString();
      expect((await timed(`from=${justAfter}`)).countData).toBe(0);

      // The site's date of the row (SITE_TIMEZONE, Asia/Jakarta here), which is not always the UTC one.
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: t.config.site.timeZone }).format(new Date(at));
      const everything = await timed('');
      expect((await timed(`from=${today}&to=${today}`)).countData).toBe(everything.countData);
      expect((await timed('to=2001-01-01')).countData).toBe(0);
      const offset = at.replace('Z', '+00:00');
      expect((await list(`?action=category.add&to=${encodeURIComponent(offset)}`)).data[0].targetLabel).toBe('Timed');
    });

    it('is for admin-level staff: admins and the superadmin read it, authors get 403, strangers 401', async () => {
      const admin = await createAccount(t.http, root, { username: 'reader_admin', email: 'reader-admin@csec.test', role: 'admin' });
      const author = await createAccount(t.http, root, { username: 'reader_author', email: 'reader-author@csec.test', role: 'author' });
      expect((await list('', admin.token)).data.length).toBeGreaterThan(0);
      const refused = await t.http.get('/api/activity').set(bearer(author.token)).expect(403);
      expect(refused.body).toMatchObject({ status: 'Failed', error: true, code: 'auth.forbidden' });
      await t.http.get('/api/activity').expect(401);
    });

    it.each([
      ['action=post.explode', 'action', ACTIVITY_MESSAGES.actionInvalid],
      ['action=post.create&action=post.delete', 'action', ACTIVITY_MESSAGES.actionInvalid],
      ['actor=abc', 'actor', ACTIVITY_MESSAGES.actorInvalid],
      ['actor=0', 'actor', ACTIVITY_MESSAGES.actorInvalid],
      ['from=yesterday', 'from', ACTIVITY_MESSAGES.fromInvalid],
      ['from=2026-02-30', 'from', ACTIVITY_MESSAGES.fromInvalid],
      ['from=2026-01-31T08:00:00', 'from', ACTIVITY_MESSAGES.fromInvalid],
      ['to=2026-13-01', 'to', ACTIVITY_MESSAGES.toInvalid],
      ['from=2026-02-01&to=2026-01-31', 'to', ACTIVITY_MESSAGES.toBeforeFrom],
      ['from=2026-01-31T12:00:00Z&to=2026-01-31T11:59:59Z', 'to', ACTIVITY_MESSAGES.toBeforeFrom],
      ['page=0', 'page', undefined],
    ])('answers 400 for %s, naming the field', async (query, field, message) => {
      const res = await t.http.get(`/api/activity?${query}`).set(bearer(root)).expect(400);
      expect(res.body).toMatchObject({ status: 'Failed', error: true, code: 'validation.failed' });
      expect(Object.keys(res.body.errors as object)).toEqual([field]);
      if (message) expect(res.body.errors[field]).toBe(message);
    });

    it('offers no way to change or remove a row', async () => {
      const id = (await list()).data[0].id;
      for (const method of ['put', 'patch', 'delete'] as const) {
        await t.http[method](`/api/activity/${id}`).set(bearer(root)).expect(404);
        await t.http[method]('/api/activity').set(bearer(root)).expect(404);
      }
      expect((await list()).data[0].id).toBe(id);
    });
  });
});

describe('activity retention (ACTIVITY_KEEP_DAYS)', () => {
  const DAY_MS = 24 * 60 * 60_000;

  it('removes at start-up only the rows older than the days kept', async () => {
    const first = await startTestApp({ ACTIVITY_KEEP_DAYS: '30' });
    let t: TestApp = first;
    try {
      const rows = t.app.get(DataSource).getRepository(ActivityEntry);
      const old = (days: number, label: string) =>
        rows.insert({
          createdAt: new Date(Date.now() - days * DAY_MS),
          actorId: null,
          actorName: null,
          action: 'category.add',
          targetType: 'category',
          targetId: null,
          targetLabel: label,
          ip: null,
          summary: null,
        });
      await old(31, 'a month and a day ago');
      await old(29, 'a month ago, nearly');
      await old(400, 'over a year ago');
      await t.stop();

      t = await startTestApp({}, first);
      const token = await login(t.http, SUPERADMIN.email, SUPERADMIN.password);
      const labels = ((await t.http.get('/api/activity?action=category.add').set(bearer(token)).expect(200)).body.data as Row[]).map((row) => row.targetLabel);
      expect(labels).toEqual(['a month ago, nearly']);
    } finally {
      await t.close();
    }
  });
});
