import { SECURITY_MESSAGES } from '@csec/contracts';
import type { SessionView } from '../src/auth/sessions/session.view';
import { Clock } from '../src/common/time/clock';
import { bearer, createAccount, login, startTestApp, SUPERADMIN, TestApp } from './support/test-app';

describe('sessions: logout, password and role changes end them at once', () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    t = await startTestApp({ LOGIN_MAX_PER_EMAIL: '1000', LOGIN_MAX_PER_IP: '1000' });
    root = await login(t.http, SUPERADMIN.email, SUPERADMIN.password);
  });
  afterAll(() => t.close());

  const sessionsOf = async (token: string) => (await t.http.get('/api/users/me/sessions').set(bearer(token)).expect(200)).body.data as SessionView[];
  const sessionIdOf = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { sid: string }).sid;
  const alive = async (token: string) => (await t.http.get('/api/users/me').set(bearer(token))).status === 200;

  it('records each login as a session with its address and browser, and marks the current one', async () => {
    const author = await createAccount(t.http, root, { username: 'sesi', email: 'sesi@csec.test', role: 'author' });
    const res = await t.http
      .post('/api/login')
      .set('User-Agent', 'Firefox/140 (test)')
      .send({ email: 'sesi@csec.test', password: author.password })
      .expect(200);
    const second = res.body.token as string;
    const rows = await sessionsOf(second);
    expect(rows).toHaveLength(2);
    const current = rows.find((row) => row.current)!;
    expect(current).toMatchObject({ id: sessionIdOf(second), userAgent: 'Firefox/140 (test)', ip: expect.stringMatching(/127\.0\.0\.1/) });
    expect(Date.parse(current.expiresAt) - Date.parse(current.createdAt)).toBe(8 * 3600_000);
    expect(rows.filter((row) => !row.current).map((row) => row.id)).toEqual([sessionIdOf(author.token)]);
  });

  it('POST /api/logout ends the current session: its token answers 401 at once, other sessions live on', async () => {
    const a = await login(t.http, SUPERADMIN.email, SUPERADMIN.password);
    const b = await login(t.http, SUPERADMIN.email, SUPERADMIN.password);
    const res = await t.http.post('/api/logout').set(bearer(a)).expect(200);
    expect(res.body).toEqual({ status: 'Success', message: SECURITY_MESSAGES.loggedOut });
    const refused = await t.http.get('/api/users/me').set(bearer(a)).expect(401);
    expect(refused.body.code).toBe('auth.unauthorized');
    await t.http.post('/api/logout').set(bearer(a)).expect(401);
    expect(await alive(b)).toBe(true);
    expect((await sessionsOf(b)).map((row) => row.id)).not.toContain(sessionIdOf(a));
  });

  it('DELETE /api/users/me/sessions/{id} ends one of your own sessions, never someone else’s', async () => {
    const user = await createAccount(t.http, root, { username: 'ganda', email: 'ganda@csec.test', role: 'author' });
    const other = await login(t.http, 'ganda@csec.test', user.password);
    const res = await t.http
      .delete(`/api/users/me/sessions/${sessionIdOf(other)}`)
      .set(bearer(user.token))
      .expect(200);
    expect(res.body.message).toBe(SECURITY_MESSAGES.sessionEnded);
    expect(await alive(other)).toBe(false);
    expect(await alive(user.token)).toBe(true);

    // Someone else's session and a made-up one look the same: not found.
    const rootSession = sessionIdOf(root);
    const foreign = await t.http.delete(`/api/users/me/sessions/${rootSession}`).set(bearer(user.token)).expect(404);
    expect(foreign.body).toMatchObject({ code: 'session.not_found', message: SECURITY_MESSAGES.sessionNotFound });
    await t.http.delete('/api/users/me/sessions/not-a-uuid').set(bearer(user.token)).expect(404);
    expect(await alive(root)).toBe(true);
  });

  it('a password change ends every other session of the account; the one that changed it stays', async () => {
    const user = await createAccount(t.http, root, { username: 'sandi', email: 'sandi@csec.test', role: 'author' });
    const laptop = await login(t.http, 'sandi@csec.test', user.password);
    const phone = await login(t.http, 'sandi@csec.test', user.password);
    await t.http.post(`/api/users/${user.id}`).set(bearer(laptop)).send({ password: 'a-new-passphrase-77' }).expect(200);
    expect(await alive(laptop)).toBe(true);
    expect(await alive(phone)).toBe(false);
    expect(await alive(user.token)).toBe(false);
    expect((await sessionsOf(laptop)).map((row) => row.id)).toEqual([sessionIdOf(laptop)]);
  });

  it('a password set by an admin ends all of the account’s sessions, and none of the admin’s', async () => {
    const user = await createAccount(t.http, root, { username: 'reset', email: 'reset@csec.test', role: 'author' });
    await t.http.post(`/api/users/${user.id}`).set(bearer(root)).send({ password: 'another-passphrase-88' }).expect(200);
    expect(await alive(user.token)).toBe(false);
    expect(await alive(root)).toBe(true);
  });

  it('a role change ends all sessions of the account', async () => {
    const user = await createAccount(t.http, root, { username: 'peran', email: 'peran@csec.test', role: 'author' });
    const second = await login(t.http, 'peran@csec.test', user.password);
    await t.http.post(`/api/users/${user.id}`).set(bearer(root)).send({ username: 'peran', email: 'peran@csec.test', role: 'admin' }).expect(200);
    expect(await alive(user.token)).toBe(false);
    expect(await alive(second)).toBe(false);
    // A profile edit that keeps the role ends nothing.
    const fresh = await login(t.http, 'peran@csec.test', user.password);
    await t.http.post(`/api/users/${user.id}`).set(bearer(root)).send({ username: 'peran2', email: 'peran@csec.test', role: 'admin' }).expect(200);
    expect(await alive(fresh)).toBe(true);
  });

  it('deleting an account ends its sessions', async () => {
    const user = await createAccount(t.http, root, { username: 'hapus', email: 'hapus@csec.test', role: 'author' });
    await t.http.delete(`/api/users/${user.id}`).set(bearer(root)).expect(200);
    expect(await alive(user.token)).toBe(false);
  });

  describe('DELETE /api/users/{id}/sessions (admin-level)', () => {
    it('ends every session of an account the caller manages', async () => {
      const user = await createAccount(t.http, root, { username: 'kunci', email: 'kunci@csec.test', role: 'author' });
      await login(t.http, 'kunci@csec.test', user.password);
      const res = await t.http.delete(`/api/users/${user.id}/sessions`).set(bearer(root)).expect(200);
      expect(res.body).toEqual({ status: 'Success', message: SECURITY_MESSAGES.sessionsEnded(2) });
      expect(await alive(user.token)).toBe(false);
    });

    it('follows the account rules: authors get 403, an admin cannot touch the superadmin, unknown accounts 404', async () => {
      const admin = await createAccount(t.http, root, { username: 'admsesi', email: 'admsesi@csec.test', role: 'admin' });
      const author = await createAccount(t.http, root, { username: 'autsesi', email: 'autsesi@csec.test', role: 'author' });
      await t.http.delete(`/api/users/${admin.id}/sessions`).set(bearer(author.token)).expect(403);
      const protectedRes = await t.http.delete('/api/users/1/sessions').set(bearer(admin.token)).expect(403);
      expect(protectedRes.body.code).toBe('user.superadmin_protected');
      expect(await alive(root)).toBe(true);
      await t.http.delete('/api/users/99999/sessions').set(bearer(admin.token)).expect(404);
      await t.http.delete(`/api/users/${author.id}/sessions`).set(bearer(admin.token)).expect(200);
      expect(await alive(author.token)).toBe(false);
    });
  });

  it('a session ended in another process is refused there within the cache time, read again from the database', async () => {
    const token = await login(t.http, SUPERADMIN.email, SUPERADMIN.password);
    const twin = await startTestApp({}, { env: t.env, dataDir: t.dataDir });
    try {
      await t.http.get('/api/users/me').set(bearer(token)).expect(200);
      await twin.http.post('/api/logout').set(bearer(token)).expect(200);
      await twin.http.get('/api/users/me').set(bearer(token)).expect(401);
      // This process read the session just now; after the 5-second cache (its clock moved on) it reads the row again and finds it gone.
      const later = new Date(Date.now() + 5_100);
      const moved = jest.spyOn(t.app.get(Clock), 'now').mockImplementation(() => later);
      try {
        await t.http.get('/api/users/me').set(bearer(token)).expect(401);
      } finally {
        moved.mockRestore();
      }
    } finally {
      await twin.stop();
    }
  });
});
