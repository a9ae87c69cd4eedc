import { API_MESSAGES, DASHBOARD_LANGUAGE_MESSAGES, MESSAGES, VALIDATION } from '@csec/contracts';
import { bearer, createAccount, login, startTestApp, SUPERADMIN, TestApp } from './support/test-app';

describe('accounts: /api/register and /api/users', () => {
  let t: TestApp;
  let root: string;
  let rootId: number;
  let admin: { id: number; token: string };
  let author: { id: number; token: string };

  beforeAll(async () => {
    t = await startTestApp();
    root = await login(t.http, SUPERADMIN.email, SUPERADMIN.password);
    rootId = (await t.http.get('/api/users/me').set(bearer(root))).body.data[0].id;
    admin = await createAccount(t.http, root, { username: 'adam', email: 'adam@csec.test', role: 'admin' });
    author = await createAccount(t.http, root, { username: 'aria', email: 'aria@csec.test', role: 'author' });
  });
  afterAll(() => t.close());

  describe('POST /api/register', () => {
    it('creates an account and never returns the password', async () => {
      const res = await t.http
        .post('/api/register')
        .set(bearer(admin.token))
        .send({ username: 'Budi', email: 'Budi@CSEC.test', password: 'password-123', role: 'author' })
        .expect(201);
      expect(res.body).toMatchObject({ status: 'Success', message: MESSAGES.registrationSuccess });
      expect(res.body.data).toMatchObject({ username: 'Budi', email: 'budi@csec.test', role: 'author' });
      expect(JSON.stringify(res.body)).not.toMatch(/password/i);
      await login(t.http, 'budi@csec.test', 'password-123');
    });

    it.each([
      [{ username: 'ab' }, 'username', VALIDATION.usernameMin],
      [{ username: 'x'.repeat(25) }, 'username', VALIDATION.usernameMax],
      [{ username: undefined }, 'username', VALIDATION.usernameMin],
      [{ email: 'no-at-sign' }, 'email', VALIDATION.emailRequired],
      [{ email: undefined }, 'email', VALIDATION.emailRequired],
      [{ password: 'short' }, 'password', VALIDATION.passwordMin],
      [{ password: undefined }, 'password', VALIDATION.passwordMin],
      [{ role: undefined }, 'role', VALIDATION.roleRequired],
      [{ role: 'owner' }, 'role', VALIDATION.roleRequired],
    ])('refuses %j with the spec message', async (patch, field, message) => {
      const body = { username: 'valid_name', email: 'valid@csec.test', password: 'password-123', role: 'author', ...patch };
      const res = await t.http.post('/api/register').set(bearer(root)).send(body).expect(400);
      expect(res.body.errors[field]).toBe(message);
      expect(res.body).toMatchObject({ status: 'Failed', error: true });
    });

    it('accepts usernames of exactly 3 and 24 characters', async () => {
      await t.http
        .post('/api/register')
        .set(bearer(root))
        .send({ username: 'abc', email: 'abc@csec.test', password: 'password-123', role: 'author' })
        .expect(201);
      await t.http
        .post('/api/register')
        .set(bearer(root))
        .send({ username: 'y'.repeat(24), email: 'y24@csec.test', password: 'password-123', role: 'author' })
        .expect(201);
    });

    it('refuses a taken username (any case) or e-mail with 409', async () => {
      const u = await t.http
        .post('/api/register')
        .set(bearer(root))
        .send({ username: 'ARIA', email: 'other@csec.test', password: 'password-123', role: 'author' })
        .expect(409);
      expect(u.body.message).toBe(API_MESSAGES.usernameTaken);
      const e = await t.http
        .post('/api/register')
        .set(bearer(root))
        .send({ username: 'other', email: 'ARIA@csec.test', password: 'password-123', role: 'author' })
        .expect(409);
      expect(e.body.message).toBe(API_MESSAGES.emailTaken);
    });

    it('never creates a superadmin', async () => {
      const res = await t.http
        .post('/api/register')
        .set(bearer(root))
        .send({ username: 'boss2', email: 'boss2@csec.test', password: 'password-123', role: 'superadmin' })
        .expect(403);
      expect(res.body.message).toBe(API_MESSAGES.cannotCreateSuperadmin);
    });

    it('is refused to authors (403) and to visitors without a token (401)', async () => {
      const body = { username: 'sneaky', email: 'sneaky@csec.test', password: 'password-123', role: 'admin' };
      await t.http.post('/api/register').set(bearer(author.token)).send(body).expect(403);
      await t.http.post('/api/register').send(body).expect(401);
    });
  });

  describe('GET /api/users', () => {
    it('lists 15 a page with totalPages and countData, newest first', async () => {
      for (let i = 0; i < 14; i++) {
        await t.http
          .post('/api/register')
          .set(bearer(root))
          .send({ username: `page_user_${i}`, email: `page${i}@csec.test`, password: 'password-123', role: 'author' })
          .expect(201);
      }
      const first = await t.http.get('/api/users?page=1').set(bearer(admin.token)).expect(200);
      expect(first.body.data).toHaveLength(15);
      expect(first.body.countData).toBeGreaterThanOrEqual(20);
      expect(first.body.totalPages).toBe(Math.ceil(first.body.countData / 15));
      expect(first.body.data[0].username).toBe('page_user_13');
      const last = await t.http.get(`/api/users?page=${first.body.totalPages}`).set(bearer(admin.token)).expect(200);
      expect(last.body.data.length).toBe(first.body.countData - 15 * (first.body.totalPages - 1));
      expect(JSON.stringify(first.body)).not.toMatch(/password/i);
    });

    it('searches username or e-mail, ignoring case, with LIKE wildcards taken literally', async () => {
      const byName = await t.http.get('/api/users?query=ADA').set(bearer(admin.token)).expect(200);
      expect(byName.body.data.map((u: { username: string }) => u.username)).toEqual(['adam']);
      const byEmail = await t.http.get('/api/users?query=aria@').set(bearer(admin.token)).expect(200);
      expect(byEmail.body.data.map((u: { username: string }) => u.username)).toEqual(['aria']);
      const wildcard = await t.http.get('/api/users?query=%25').set(bearer(admin.token)).expect(200);
      expect(wildcard.body).toMatchObject({ data: [], countData: 0, totalPages: 0 });
    });

    it('refuses a bad page number', async () => {
      await t.http.get('/api/users?page=0').set(bearer(admin.token)).expect(400);
      await t.http.get('/api/users?page=abc').set(bearer(admin.token)).expect(400);
    });

    it('is refused to authors', async () => {
      await t.http.get('/api/users').set(bearer(author.token)).expect(403);
    });
  });

  describe('GET /api/users/:id', () => {
    it('gives one account to admin-level staff', async () => {
      const res = await t.http.get(`/api/users/${author.id}`).set(bearer(admin.token)).expect(200);
      expect(res.body.data).toMatchObject({ id: author.id, username: 'aria', role: 'author' });
    });
    it('lets an author read only their own account', async () => {
      await t.http.get(`/api/users/${author.id}`).set(bearer(author.token)).expect(200);
      await t.http.get(`/api/users/${admin.id}`).set(bearer(author.token)).expect(403);
    });
    it('answers 404 for an unknown id', async () => {
      const res = await t.http.get('/api/users/99999').set(bearer(admin.token)).expect(404);
      expect(res.body.message).toBe(MESSAGES.userNotFound);
      await t.http.get('/api/users/not-a-number').set(bearer(admin.token)).expect(404);
    });
  });

  describe('POST /api/users/:id', () => {
    it('updates a profile (username+email+role) with the spec message', async () => {
      const target = await createAccount(t.http, root, { username: 'candra', email: 'candra@csec.test', role: 'author' });
      const res = await t.http
        .post(`/api/users/${target.id}`)
        .set(bearer(admin.token))
        .send({ userId: target.id, username: 'candra2', email: 'candra2@csec.test', role: 'admin', password: null })
        .expect(200);
      expect(res.body).toMatchObject({
        status: 'Success',
        message: MESSAGES.profileUpdated,
        data: { username: 'candra2', email: 'candra2@csec.test', role: 'admin' },
      });
      await login(t.http, 'candra2@csec.test', target.password);
    });

    it('changes only the password when only a password is sent', async () => {
      const target = await createAccount(t.http, root, { username: 'dewi', email: 'dewi@csec.test', role: 'author' });
      const res = await t.http
        .post(`/api/users/${target.id}`)
        .set(bearer(target.token))
        .send({ userId: target.id, username: null, email: null, role: null, password: 'brand-new-pass' })
        .expect(200);
      expect(res.body.message).toBe(MESSAGES.passwordChanged);
      expect(res.body.data).toMatchObject({ username: 'dewi', email: 'dewi@csec.test', role: 'author' });
      await login(t.http, 'dewi@csec.test', 'brand-new-pass');
      await t.http.post('/api/login').send({ email: 'dewi@csec.test', password: target.password }).expect(401);
    });

    it('validates with the spec messages', async () => {
      const short = await t.http.post(`/api/users/${author.id}`).set(bearer(author.token)).send({ password: 'short' }).expect(400);
      expect(short.body.errors.password).toBe(VALIDATION.passwordMin);
      const badEmail = await t.http
        .post(`/api/users/${author.id}`)
        .set(bearer(author.token))
        .send({ username: 'aria', email: 'nope', role: 'author' })
        .expect(400);
      expect(badEmail.body.errors.email).toBe(VALIDATION.emailRequired);
      const longName = await t.http
        .post(`/api/users/${author.id}`)
        .set(bearer(author.token))
        .send({ username: 'z'.repeat(30), email: 'aria@csec.test', role: 'author' })
        .expect(400);
      expect(longName.body.errors.username).toBe(VALIDATION.usernameMax);
    });

    it('refuses an empty update', async () => {
      await t.http.post(`/api/users/${author.id}`).set(bearer(author.token)).send({ username: null, password: null }).expect(400);
    });

    it('refuses a taken username or e-mail with 409', async () => {
      await t.http.post(`/api/users/${author.id}`).set(bearer(author.token)).send({ username: 'Adam', email: 'aria@csec.test', role: 'author' }).expect(409);
      await t.http.post(`/api/users/${author.id}`).set(bearer(author.token)).send({ username: 'aria', email: 'adam@csec.test', role: 'author' }).expect(409);
    });

    it('lets an author update themselves but never another account', async () => {
      await t.http.post(`/api/users/${author.id}`).set(bearer(author.token)).send({ username: 'aria', email: 'aria@csec.test', role: 'author' }).expect(200);
      await t.http.post(`/api/users/${admin.id}`).set(bearer(author.token)).send({ password: 'password-999' }).expect(403);
    });

    it('never lets an author change a role', async () => {
      const res = await t.http
        .post(`/api/users/${author.id}`)
        .set(bearer(author.token))
        .send({ username: 'aria', email: 'aria@csec.test', role: 'admin' })
        .expect(403);
      expect(res.body.message).toBe(VALIDATION.authorCannotChangeRole);
    });

    it('keeps the superadmin away from admins, and its role fixed', async () => {
      const byAdmin = await t.http.post(`/api/users/${rootId}`).set(bearer(admin.token)).send({ password: 'hijacked-pass' }).expect(403);
      expect(byAdmin.body.message).toBe(API_MESSAGES.superadminProtected);
      const ownRole = await t.http
        .post(`/api/users/${rootId}`)
        .set(bearer(root))
        .send({ username: SUPERADMIN.username, email: SUPERADMIN.email, role: 'admin' })
        .expect(403);
      expect(ownRole.body.message).toBe(VALIDATION.superadminRoleLocked);
      await t.http
        .post(`/api/users/${rootId}`)
        .set(bearer(root))
        .send({ username: SUPERADMIN.username, email: SUPERADMIN.email, role: 'superadmin' })
        .expect(200);
    });

    it("never raises anyone to superadmin and never changes the caller's own role", async () => {
      const raise = await t.http
        .post(`/api/users/${author.id}`)
        .set(bearer(root))
        .send({ username: 'aria', email: 'aria@csec.test', role: 'superadmin' })
        .expect(403);
      expect(raise.body.message).toBe(API_MESSAGES.cannotCreateSuperadmin);
      const own = await t.http
        .post(`/api/users/${admin.id}`)
        .set(bearer(admin.token))
        .send({ username: 'adam', email: 'adam@csec.test', role: 'author' })
        .expect(403);
      expect(own.body.message).toBe(API_MESSAGES.cannotChangeOwnRole);
    });

    it('answers 404 for an unknown id', async () => {
      await t.http.post('/api/users/424242').set(bearer(root)).send({ password: 'password-123' }).expect(404);
    });
  });

  describe('PUT /api/users/me/language', () => {
    it("starts in English, keeps the caller's choice and reads it back on /api/users/me", async () => {
      const reader = await createAccount(t.http, root, { username: 'lintang', email: 'lintang@csec.test', role: 'author' });
      const before = await t.http.get('/api/users/me').set(bearer(reader.token)).expect(200);
      expect(before.body.data[0].language).toBe('en');

      const res = await t.http.put('/api/users/me/language').set(bearer(reader.token)).send({ language: 'id' }).expect(200);
      expect(res.body).toMatchObject({ status: 'Success', message: DASHBOARD_LANGUAGE_MESSAGES.languageSaved, data: { id: reader.id, language: 'id' } });
      // a preference, not a profile change
      expect(res.body.data.updatedAt).toBe(before.body.data[0].updatedAt);

      const after = await t.http.get('/api/users/me').set(bearer(reader.token)).expect(200);
      expect(after.body.data[0].language).toBe('id');
      // another account's choice is its own
      expect((await t.http.get('/api/users/me').set(bearer(admin.token))).body.data[0].language).toBe('en');
    });

    it.each([[{ language: 'fr' }], [{ language: 'ID' }], [{}], [{ language: 1 }]])('refuses %j with 400 and the allowed list', async (body) => {
      const res = await t.http.put('/api/users/me/language').set(bearer(admin.token)).send(body).expect(400);
      expect(res.body).toMatchObject({ status: 'Failed', code: 'validation.failed', message: DASHBOARD_LANGUAGE_MESSAGES.languageInvalid });
      expect(res.body.errors.language).toBe(DASHBOARD_LANGUAGE_MESSAGES.languageInvalid);
    });

    it('is refused without a token (401)', async () => {
      await t.http.put('/api/users/me/language').send({ language: 'id' }).expect(401);
    });
  });

  describe('DELETE /api/users/:id', () => {
    it('deletes an account with the spec message; its token stops working', async () => {
      const target = await createAccount(t.http, root, { username: 'eko', email: 'eko@csec.test', role: 'author' });
      const res = await t.http.delete(`/api/users/${target.id}`).set(bearer(admin.token)).send({ userId: target.id }).expect(200);
      expect(res.body).toEqual({ status: 'Success', message: MESSAGES.userDeleted });
      await t.http.get(`/api/users/${target.id}`).set(bearer(admin.token)).expect(404);
      await t.http.get('/api/users/me').set(bearer(target.token)).expect(401);
    });
    it('lets an admin delete another admin', async () => {
      const target = await createAccount(t.http, root, { username: 'fajar', email: 'fajar@csec.test', role: 'admin' });
      await t.http.delete(`/api/users/${target.id}`).set(bearer(admin.token)).expect(200);
    });
    it('never deletes the caller', async () => {
      const res = await t.http.delete(`/api/users/${admin.id}`).set(bearer(admin.token)).expect(403);
      expect(res.body.message).toBe(API_MESSAGES.cannotDeleteSelf);
      await t.http.delete(`/api/users/${rootId}`).set(bearer(root)).expect(403);
    });
    it('never deletes the superadmin', async () => {
      const res = await t.http.delete(`/api/users/${rootId}`).set(bearer(admin.token)).expect(403);
      expect(res.body.message).toBe(API_MESSAGES.superadminProtected);
    });
    it('is refused to authors', async () => {
      await t.http.delete(`/api/users/${admin.id}`).set(bearer(author.token)).expect(403);
    });
    it('answers 404 for an unknown id', async () => {
      await t.http.delete('/api/users/424242').set(bearer(root)).expect(404);
    });
  });
});
