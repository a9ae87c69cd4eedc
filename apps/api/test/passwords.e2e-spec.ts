import * as argon2 from 'argon2';
import { DataSource } from 'typeorm';
import { API_MESSAGES, MESSAGES, PASSWORD_MAX } from '@csec/contracts';
import { User } from '../src/users/user.entity';
import { bearer, createAccount, login, startTestApp, SUPERADMIN, TestApp } from './support/test-app';

/** Password rules wherever a password is set (register, update), and a login that never applies them. */
describe('passwords: length, the common-password list and login', () => {
  let t: TestApp;
  let root: string;

  beforeAll(async () => {
    t = await startTestApp();
    root = await login(t.http, SUPERADMIN.email, SUPERADMIN.password);
  });
  afterAll(() => t.close());

  const newAccount = (name: string, password: string) => ({ username: name, email: `${name}@csec.test`, password, role: 'author' });

  describe('POST /api/register', () => {
    it.each(['password123', 'PASSWORD123', 'Sunshine1'])('refuses the common password %j as a field error', async (password) => {
      const res = await t.http.post('/api/register').set(bearer(root)).send(newAccount('commoner', password)).expect(400);
      expect(res.body).toMatchObject({ status: 'Failed', error: true, message: API_MESSAGES.passwordTooCommon });
      expect(res.body.errors).toEqual({ password: API_MESSAGES.passwordTooCommon });
    });

    it('takes 128 characters, and up to PASSWORD_MAX, which then log in', async () => {
      const p128 = 'p'.repeat(127) + '!';
      await t.http.post('/api/register').set(bearer(root)).send(newAccount('long128', p128)).expect(201);
      await login(t.http, 'long128@csec.test', p128);
      const pMax = 'q'.repeat(PASSWORD_MAX - 1) + '!';
      await t.http.post('/api/register').set(bearer(root)).send(newAccount('longmax', pMax)).expect(201);
      await login(t.http, 'longmax@csec.test', pMax);
    });

    it('refuses one character more than PASSWORD_MAX with the max message', async () => {
      const res = await t.http
        .post('/api/register')
        .set(bearer(root))
        .send(newAccount('toolong', 'r'.repeat(PASSWORD_MAX + 1)))
        .expect(400);
      expect(res.body.errors).toEqual({ password: API_MESSAGES.passwordMax });
    });
  });

  describe('POST /api/users/:id (password change)', () => {
    it('refuses a common password and keeps the old one', async () => {
      const me = await createAccount(t.http, root, { username: 'changer', email: 'changer@csec.test', role: 'author' });
      const res = await t.http
        .post(`/api/users/${me.id}`)
        .set(bearer(me.token))
        .send({ userId: me.id, username: null, email: null, role: null, password: 'Iloveyou1' })
        .expect(400);
      expect(res.body.errors).toEqual({ password: API_MESSAGES.passwordTooCommon });
      await login(t.http, 'changer@csec.test', me.password);

      const tooLong = await t.http
        .post(`/api/users/${me.id}`)
        .set(bearer(me.token))
        .send({ userId: me.id, password: 's'.repeat(PASSWORD_MAX + 1) })
        .expect(400);
      expect(tooLong.body.errors).toEqual({ password: API_MESSAGES.passwordMax });

      const ok = await t.http.post(`/api/users/${me.id}`).set(bearer(me.token)).send({ userId: me.id, password: 'a less predictable one' }).expect(200);
      expect(ok.body.message).toBe(MESSAGES.passwordChanged);
      await login(t.http, 'changer@csec.test', 'a less predictable one');
    });

    it('refuses a common password set by an admin on a profile update too', async () => {
      const target = await createAccount(t.http, root, { username: 'target', email: 'target@csec.test', role: 'author' });
      const res = await t.http
        .post(`/api/users/${target.id}`)
        .set(bearer(root))
        .send({ userId: target.id, username: 'target', email: 'target@csec.test', role: 'author', password: 'qwertyuiop' })
        .expect(400);
      expect(res.body.errors).toEqual({ password: API_MESSAGES.passwordTooCommon });
    });
  });

  describe('an account whose password was set before the rule', () => {
    it('still logs in with a listed password (and a hash of other argon2 parameters), and can edit its profile', async () => {
      const old = await createAccount(t.http, root, { username: 'oldtimer', email: 'oldtimer@csec.test', role: 'author' });
      // As if set earlier: a listed password, hashed with OWASP's minimum parameters rather than the current ones.
      const passwordHash = await argon2.hash('password123', { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 });
      await t.app.get(DataSource).getRepository(User).update(old.id, { passwordHash });

      const token = await login(t.http, 'oldtimer@csec.test', 'password123');
      await t.http.post('/api/login').send({ email: 'oldtimer@csec.test', password: 'PASSWORD123' }).expect(401);
      const res = await t.http
        .post(`/api/users/${old.id}`)
        .set(bearer(token))
        .send({ userId: old.id, username: 'oldtimer2', email: 'oldtimer@csec.test', role: null, password: null })
        .expect(200);
      expect(res.body.message).toBe(MESSAGES.profileUpdated);
      await login(t.http, 'oldtimer@csec.test', 'password123');
    });
  });
});
