import { SECURITY_MESSAGES } from '@csec/contracts';
import { SessionsRepository } from '../src/auth/sessions/sessions.repository';
import { BlogsRepository } from '../src/blogs/blogs.repository';
import { bearer, createAccount, login, startTestApp, SUPERADMIN, TestApp } from './support/test-app';
import { totp } from './support/totp';

/**
 * A password, role or two-factor change ends sessions in its own transaction: when they cannot be
 * ended, the change is not applied and the caller gets a 5xx, never a success with the old sessions
 * alive. The failure is forced by making the sessions table refuse deletes (SessionsRepository.delete).
 */
describe('security effects cannot fail silently', () => {
  let t: TestApp;
  let root: string;
  let breakSessions: () => void;
  beforeAll(async () => {
    t = await startTestApp({ LOGIN_MAX_PER_EMAIL: '1000', LOGIN_MAX_PER_IP: '1000' });
    root = await login(t.http, SUPERADMIN.email, SUPERADMIN.password);
    const sessions = t.app.get(SessionsRepository);
    breakSessions = () => void jest.spyOn(sessions, 'delete').mockRejectedValue(new Error('sessions table refuses deletes'));
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(() => t.close());

  const alive = async (token: string) => (await t.http.get('/api/users/me').set(bearer(token))).status === 200;
  const loginStatus = async (email: string, password: string) => (await t.http.post('/api/login').send({ email, password })).status;
  const expectServerError = (body: { status: string; code: string }) => expect(body).toMatchObject({ status: 'Failed', code: 'internal' });
  const activityActions = async (userId: number) => {
    const rows = (await t.http.get('/api/activity').set(bearer(root)).expect(200)).body.data as { action: string; targetId: string | null }[];
    return rows.filter((row) => row.targetId === String(userId)).map((row) => row.action);
  };

  it('a password change whose sessions cannot end answers 5xx: the old password still works, the other sessions live, no row says it changed', async () => {
    const user = await createAccount(t.http, root, { username: 'sandi_gagal', email: 'sandi-gagal@csec.test', role: 'author' });
    const phone = await login(t.http, 'sandi-gagal@csec.test', user.password);
    breakSessions();
    const res = await t.http.post(`/api/users/${user.id}`).set(bearer(user.token)).send({ password: 'a-new-passphrase-77' });
    expect(res.status).toBe(500);
    expectServerError(res.body);
    jest.restoreAllMocks();

    expect(await loginStatus('sandi-gagal@csec.test', user.password)).toBe(200);
    expect(await loginStatus('sandi-gagal@csec.test', 'a-new-passphrase-77')).toBe(401);
    expect(await alive(phone)).toBe(true);
    expect(await activityActions(user.id)).not.toContain('user.password_change');

    // Once the sessions can end again, the same change goes through and ends them.
    await t.http.post(`/api/users/${user.id}`).set(bearer(user.token)).send({ password: 'a-new-passphrase-77' }).expect(200);
    expect(await alive(phone)).toBe(false);
    expect(await loginStatus('sandi-gagal@csec.test', 'a-new-passphrase-77')).toBe(200);
  });

  it('a password set by an admin answers 5xx when the sessions cannot end, and the account keeps its password', async () => {
    const user = await createAccount(t.http, root, { username: 'reset_gagal', email: 'reset-gagal@csec.test', role: 'author' });
    breakSessions();
    const res = await t.http.post(`/api/users/${user.id}`).set(bearer(root)).send({ password: 'another-passphrase-88' });
    expect(res.status).toBe(500);
    jest.restoreAllMocks();
    expect(await alive(user.token)).toBe(true);
    expect(await loginStatus('reset-gagal@csec.test', user.password)).toBe(200);
  });

  it('a role change whose sessions cannot end answers 5xx and leaves the role, and the rest of the same update, unchanged', async () => {
    const user = await createAccount(t.http, root, { username: 'peran_gagal', email: 'peran-gagal@csec.test', role: 'author' });
    breakSessions();
    const res = await t.http.post(`/api/users/${user.id}`).set(bearer(root)).send({ username: 'peran_baru', email: 'peran-gagal@csec.test', role: 'admin' });
    expect(res.status).toBe(500);
    expectServerError(res.body);
    jest.restoreAllMocks();

    const now = (await t.http.get(`/api/users/${user.id}`).set(bearer(root)).expect(200)).body.data;
    expect(now).toMatchObject({ username: 'peran_gagal', role: 'author' });
    expect(await alive(user.token)).toBe(true);
    expect(await activityActions(user.id)).not.toContain('user.role_change');
  });

  it('turning two-factor login on answers 5xx when the other sessions cannot end, and it stays off; a later try works', async () => {
    const user = await createAccount(t.http, root, { username: 'dua_on', email: 'dua-on@csec.test', role: 'author' });
    const other = await login(t.http, 'dua-on@csec.test', user.password);
    const { secret } = (await t.http.post('/api/users/me/2fa/setup').set(bearer(user.token)).expect(200)).body.data as { secret: string };
    breakSessions();
    const res = await t.http
      .post('/api/users/me/2fa/enable')
      .set(bearer(user.token))
      .send({ code: totp(secret) });
    expect(res.status).toBe(500);
    expectServerError(res.body);
    jest.restoreAllMocks();

    expect((await t.http.get('/api/users/me/2fa').set(bearer(user.token)).expect(200)).body.data).toMatchObject({ enabled: false, recoveryCodesLeft: 0 });
    expect(await loginStatus('dua-on@csec.test', user.password)).toBe(200);
    expect(await alive(other)).toBe(true);

    const enabled = await t.http
      .post('/api/users/me/2fa/enable')
      .set(bearer(user.token))
      .send({ code: totp(secret) })
      .expect(200);
    expect(enabled.body.message).toBe(SECURITY_MESSAGES.totpEnabled);
    expect(await alive(other)).toBe(false);
  });

  it('turning two-factor login off answers 5xx when the other sessions cannot end, and it stays on', async () => {
    const user = await createAccount(t.http, root, { username: 'dua_off', email: 'dua-off@csec.test', role: 'author' });
    const { secret } = (await t.http.post('/api/users/me/2fa/setup').set(bearer(user.token)).expect(200)).body.data as { secret: string };
    const codes = (
      await t.http
        .post('/api/users/me/2fa/enable')
        .set(bearer(user.token))
        .send({ code: totp(secret) })
        .expect(200)
    ).body.data as string[];
    const other = (await t.http.post('/api/login').send({ email: 'dua-off@csec.test', password: user.password, code: codes[0] }).expect(200)).body
      .token as string;
    breakSessions();
    const res = await t.http.post('/api/users/me/2fa/disable').set(bearer(user.token)).send({ password: user.password, code: codes[1] });
    expect(res.status).toBe(500);
    expectServerError(res.body);
    jest.restoreAllMocks();

    expect((await t.http.get('/api/users/me/2fa').set(bearer(user.token)).expect(200)).body.data).toMatchObject({ enabled: true });
    expect(await loginStatus('dua-off@csec.test', user.password)).toBe(401);
    expect(await alive(other)).toBe(true);
  });

  it('a rename whose posts cannot take the new name answers 5xx and keeps the old name everywhere', async () => {
    const user = await createAccount(t.http, root, { username: 'nama_lama', email: 'nama@csec.test', role: 'author' });
    const post = await t.http.post('/api/blogs').set(bearer(user.token)).send({ title: 'A post by nama_lama' }).expect(201);
    jest.spyOn(t.app.get(BlogsRepository), 'renameWriter').mockRejectedValue(new Error('blogs table refuses updates'));
    const res = await t.http.post(`/api/users/${user.id}`).set(bearer(root)).send({ username: 'nama_baru', email: 'nama@csec.test' });
    expect(res.status).toBe(500);
    jest.restoreAllMocks();

    expect((await t.http.get(`/api/users/${user.id}`).set(bearer(root)).expect(200)).body.data.username).toBe('nama_lama');
    const saved = await t.http
      .get(`/api/blogs/${post.body.blogSlug as string}`)
      .set(bearer(root))
      .expect(200);
    expect(saved.body.data.createdBy).toBe('nama_lama');
  });

  it("deleting an account ends its sessions in the same statement (the foreign key's cascade), with nothing left to fail apart", async () => {
    const user = await createAccount(t.http, root, { username: 'hapus_aman', email: 'hapus-aman@csec.test', role: 'author' });
    breakSessions();
    await t.http.delete(`/api/users/${user.id}`).set(bearer(root)).expect(200);
    jest.restoreAllMocks();
    expect(await alive(user.token)).toBe(false);
    expect(await t.app.get(SessionsRepository).idsOf(user.id)).toEqual([]);
  });
});
