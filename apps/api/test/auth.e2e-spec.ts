import * as crypto from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { API_MESSAGES, MESSAGES, VALIDATION } from '@csec/contracts';
import { bearer, login, startTestApp, SUPERADMIN, TestApp } from './support/test-app';

describe('POST /api/login and bearer tokens', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ LOGIN_MAX_PER_EMAIL: '5', LOGIN_MAX_PER_IP: '20' });
  });
  afterAll(() => t.close());

  it('answers the token with the spec message', async () => {
    const res = await t.http.post('/api/login').send({ email: SUPERADMIN.email, password: SUPERADMIN.password }).expect(200);
    expect(res.body).toEqual({ status: 'Success', message: MESSAGES.loginSuccess, token: expect.any(String), twoFactorSetupRequired: false });
    const me = await t.http.get('/api/users/me').set(bearer(res.body.token)).expect(200);
    expect(me.body.status).toBe('Success');
    expect(me.body.data[0]).toMatchObject({ email: SUPERADMIN.email, username: SUPERADMIN.username, role: 'superadmin' });
    expect(JSON.stringify(me.body)).not.toMatch(/password/i);
  });

  it('ignores the e-mail case and surrounding spaces', async () => {
    await t.http
      .post('/api/login')
      .send({ email: `  ${SUPERADMIN.email.toUpperCase()} `, password: SUPERADMIN.password })
      .expect(200);
  });

  it('gives one 401 message for a wrong password and for an unknown e-mail', async () => {
    const wrongPassword = await t.http.post('/api/login').send({ email: SUPERADMIN.email, password: 'not-the-password' }).expect(401);
    const unknown = await t.http.post('/api/login').send({ email: 'nobody@csec.test', password: 'not-the-password' }).expect(401);
    expect(wrongPassword.body).toEqual({ status: 'Failed', error: true, code: 'auth.invalid_credentials', message: API_MESSAGES.invalidCredentials });
    expect(unknown.body).toEqual(wrongPassword.body);
  });

  it('validates the body with the spec texts', async () => {
    const res = await t.http.post('/api/login').send({ email: 'no-at-sign', password: '' }).expect(400);
    expect(res.body.status).toBe('Failed');
    expect(res.body.errors.email).toBe(VALIDATION.emailRequired);
    expect(res.body.message).toBe(VALIDATION.emailRequired);
  });

  it('answers malformed JSON with 400 in the failure shape', async () => {
    const res = await t.http.post('/api/login').set('Content-Type', 'application/json').send('{"email":').expect(400);
    expect(res.body).toMatchObject({ status: 'Failed', error: true });
  });

  describe('tokens that must be refused with 401', () => {
    let token: string;
    let secret: string;
    beforeAll(async () => {
      token = await login(t.http, SUPERADMIN.email, SUPERADMIN.password);
      secret = fs.readFileSync(path.join(t.dataDir, 'jwt-secret'), 'utf8');
    });
    const sign = (header: object, payload: object, key: string | null) => {
      const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
      const body = `${enc(header)}.${enc(payload)}`;
      if (key === null) return `${body}.`;
      return `${body}.${crypto.createHmac('sha256', key).update(body).digest('base64url')}`;
    };
    const now = () => Math.floor(Date.now() / 1000);

    const sessionOf = (jwt: string) => (JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString()) as { sid: string }).sid;
    it('accepts a token signed with the kept secret for a live session (control)', async () => {
      await t.http
        .get('/api/users/me')
        .set(bearer(sign({ alg: 'HS256', typ: 'JWT' }, { sub: 1, sid: sessionOf(token), iat: now(), exp: now() + 60 }, secret)))
        .expect(200);
    });
    it('a well-signed token without a session, or with a made-up one', async () => {
      for (const payload of [{ sub: 1 }, { sub: 1, sid: crypto.randomUUID() }, { sub: 2, sid: sessionOf(token) }]) {
        await t.http
          .get('/api/users/me')
          .set(bearer(sign({ alg: 'HS256', typ: 'JWT' }, { ...payload, iat: now(), exp: now() + 60 }, secret)))
          .expect(401);
      }
    });
    it('no token', async () => {
      const res = await t.http.get('/api/users/me').expect(401);
      expect(res.body).toEqual({ status: 'Failed', error: true, code: 'auth.unauthorized', message: API_MESSAGES.unauthorized });
    });
    it('a tampered payload', async () => {
      const [h, , s] = token.split('.');
      const forged = Buffer.from(JSON.stringify({ sub: 2, iat: now(), exp: now() + 3600 })).toString('base64url');
      await t.http
        .get('/api/users/me')
        .set(bearer(`${h}.${forged}.${s}`))
        .expect(401);
    });
    it('an expired token', async () => {
      await t.http
        .get('/api/users/me')
        .set(bearer(sign({ alg: 'HS256', typ: 'JWT' }, { sub: 1, iat: now() - 100, exp: now() - 10 }, secret)))
        .expect(401);
    });
    it('a token signed with another secret', async () => {
      await t.http
        .get('/api/users/me')
        .set(bearer(sign({ alg: 'HS256', typ: 'JWT' }, { sub: 1, iat: now(), exp: now() + 60 }, 'some-other-secret-of-enough-length!!')))
        .expect(401);
    });
    it('alg:none', async () => {
      await t.http
        .get('/api/users/me')
        .set(bearer(sign({ alg: 'none', typ: 'JWT' }, { sub: 1, iat: now(), exp: now() + 60 }, null)))
        .expect(401);
    });
    it('a token of a deleted account', async () => {
      await t.http
        .get('/api/users/me')
        .set(bearer(sign({ alg: 'HS256', typ: 'JWT' }, { sub: 9999, iat: now(), exp: now() + 60 }, secret)))
        .expect(401);
    });
    it('a non-bearer scheme', async () => {
      await t.http.get('/api/users/me').set('Authorization', `Basic ${token}`).expect(401);
    });
  });
});

describe('login throttling', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp();
  });
  afterEach(() => t.close());

  it('answers 429 with Retry-After after 5 failures for one e-mail, even with the right password', async () => {
    for (let i = 0; i < 5; i++) {
      await t.http
        .post('/api/login')
        .send({ email: SUPERADMIN.email, password: `wrong-${i}-password` })
        .expect(401);
    }
    const res = await t.http.post('/api/login').send({ email: SUPERADMIN.email, password: SUPERADMIN.password }).expect(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(res.body).toMatchObject({ status: 'Failed', error: true, message: expect.stringMatching(/try again/i) });
  });

  it('a success resets the e-mail count', async () => {
    for (let i = 0; i < 4; i++) {
      await t.http.post('/api/login').send({ email: SUPERADMIN.email, password: 'wrong-password' }).expect(401);
    }
    await t.http.post('/api/login').send({ email: SUPERADMIN.email, password: SUPERADMIN.password }).expect(200);
    for (let i = 0; i < 4; i++) {
      await t.http.post('/api/login').send({ email: SUPERADMIN.email, password: 'wrong-password' }).expect(401);
    }
    await t.http.post('/api/login').send({ email: SUPERADMIN.email, password: SUPERADMIN.password }).expect(200);
  });

  it('answers 429 after 20 failures from one IP across e-mails', async () => {
    for (let i = 0; i < 20; i++) {
      await t.http
        .post('/api/login')
        .send({ email: `user${i}@csec.test`, password: 'wrong-password' })
        .expect(401);
    }
    const res = await t.http.post('/api/login').send({ email: 'fresh@csec.test', password: 'wrong-password' }).expect(429);
    expect(res.headers['retry-after']).toBeDefined();
  });
});
