import { API_MESSAGES, LEAD_MESSAGES, SECURITY_MESSAGES } from '@csec/contracts';
import request from 'supertest';
import { Clock } from '../src/common/time/clock';
import { bearer, createAccount, login, startTestApp, SUPERADMIN, TestApp } from './support/test-app';
import { totp } from './support/totp';

/**
 * Replays the guessing and lockout findings: each attack as it was run against the API, with the
 * answers it must get now. The server trusts loopback proxies (TRUST_PROXY's default), so the
 * requests speak for any client address through X-Forwarded-For.
 */

type Body = Record<string, unknown>;

const STEP_MS = 30_000;
const MINUTE_MS = 60_000;

/** A client without a cookie jar: a stranger, or a browser that never logged in to the account. */
const stranger = (t: TestApp) => request(t.app.getHttpServer());
/** A browser that keeps its cookies: a device of the owner's. */
const browser = (t: TestApp) => request.agent(t.app.getHttpServer());

const ROOT = { email: SUPERADMIN.email, password: SUPERADMIN.password };

/** Sets up and turns on two-factor login for the token's account; answers its secret and recovery codes. */
async function enableTwoFactor(t: TestApp, token: string): Promise<{ secret: string; codes: string[] }> {
  const setup = await t.http.post('/api/users/me/2fa/setup').set(bearer(token)).expect(200);
  const { secret } = setup.body.data as { secret: string };
  const res = await t.http
    .post('/api/users/me/2fa/enable')
    .set(bearer(token))
    .send({ code: totp(secret) })
    .expect(200);
  return { secret, codes: res.body.data as string[] };
}

/** The Set-Cookie line of the device cookie a login answered, split into its attributes. */
function deviceCookieOf(res: request.Response): { name: string; value: string; attributes: string[] } {
  const lines = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const line = lines.find((cookie) => cookie.startsWith('csec_device_'));
  if (!line) throw new Error(`no device cookie in ${JSON.stringify(lines)}`);
  const [pair, ...attributes] = line.split(/;\s*/);
  const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
  return { name, value, attributes };
}

describe('finding 2: strangers cannot lock an account out (device cookies)', () => {
  let t: TestApp;
  const owner = {} as { agent: ReturnType<typeof browser>; cookie: ReturnType<typeof deviceCookieOf> };
  beforeAll(async () => {
    // The defaults: 5 failures per e-mail and client, 20 per client, 100 per account, in 15 minutes.
    t = await startTestApp();
    owner.agent = browser(t);
    const res = await owner.agent.post('/api/login').set('X-Forwarded-For', '203.0.113.10').send(ROOT).expect(200);
    owner.cookie = deviceCookieOf(res);
  });
  afterAll(() => t.close());

  it('a login sets a signed device cookie: HttpOnly, SameSite=Strict, only for /api/login, a year long, not Secure on http', () => {
    expect(owner.cookie.name).toMatch(/^csec_device_[0-9a-f]{16}$/);
    expect(owner.cookie.value).toMatch(/^[\w-]+\.[\w-]+\.\d+\.[\w-]+$/);
    const { attributes } = owner.cookie;
    expect(attributes).toEqual(expect.arrayContaining(['Max-Age=31536000', 'Path=/api/login', 'HttpOnly', 'SameSite=Strict']));
    expect(attributes).not.toContain('Secure');
  });

  it("after 5 wrong passwords from each of 20 IPs (100 failures), the owner's device logs in from a new IP; a new device is refused", async () => {
    for (let ip = 1; ip <= 20; ip++) {
      for (let i = 0; i < 5; i++) {
        await stranger(t)
          .post('/api/login')
          .set('X-Forwarded-For', `198.51.100.${ip}`)
          .send({ email: ROOT.email, password: `guess-${ip}-${i}` })
          .expect(401);
      }
    }
    // The account-wide budget of untrusted sources is used up: a browser that never logged in waits.
    const refused = await stranger(t).post('/api/login').set('X-Forwarded-For', '192.0.2.99').send(ROOT).expect(429);
    expect(refused.body).toMatchObject({ code: 'auth.too_many_attempts', message: API_MESSAGES.tooManyAttempts(Number(refused.headers['retry-after'])) });
    expect(refused.body.params).toEqual({ seconds: Number(refused.headers['retry-after']) });
    // The owner's device is not counted with them, from whatever address it comes.
    const ok = await owner.agent.post('/api/login').set('X-Forwarded-For', '192.0.2.100').send(ROOT).expect(200);
    await t.http.get('/api/users/me').set(bearer(ok.body.token)).expect(200);
    // 100 password hashes checked: room for a busy machine.
  }, 180_000);

  it('a tampered cookie, or one issued to another account, is not trusted', async () => {
    const at = owner.cookie.value.length - 10;
    const flipped = owner.cookie.value.slice(0, at) + (owner.cookie.value[at] === 'A' ? 'B' : 'A') + owner.cookie.value.slice(at + 1);
    await stranger(t).post('/api/login').set('Cookie', `${owner.cookie.name}=${flipped}`).send(ROOT).expect(429);

    const root = (await owner.agent.post('/api/login').send(ROOT).expect(200)).body.token as string;
    const other = await createAccount(t.http, root, { username: 'lain', email: 'lain@csec.test', role: 'author' });
    const otherDevice = browser(t);
    const otherCookie = deviceCookieOf(await otherDevice.post('/api/login').send({ email: 'lain@csec.test', password: other.password }).expect(200));
    // Its own cookie is for its own account; its value under the superadmin's cookie name fails the signature.
    await otherDevice.post('/api/login').send(ROOT).expect(429);
    await stranger(t).post('/api/login').set('Cookie', `${owner.cookie.name}=${otherCookie.value}`).send(ROOT).expect(429);
  });

  it('a trusted device has its own budget: after 5 wrong passwords it is trusted no more', async () => {
    for (let i = 0; i < 5; i++)
      await owner.agent
        .post('/api/login')
        .send({ email: ROOT.email, password: `typo-${i}` })
        .expect(401);
    await owner.agent.post('/api/login').set('X-Forwarded-For', '192.0.2.101').send(ROOT).expect(429);
  });
});

describe('finding 3: turning two-factor login on or off ends the other sessions', () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    t = await startTestApp({ REQUIRE_2FA_ROLES: 'admin' });
    root = await login(t.http, SUPERADMIN.email, SUPERADMIN.password);
  });
  afterAll(() => t.close());

  it('a password-only session from before enrolment is refused once the owner turns it on elsewhere; turning it off ends the others again', async () => {
    const admin = await createAccount(t.http, root, { username: 'penjaga', email: 'penjaga@csec.test', role: 'admin' });
    const blocked = await t.http.get('/api/leads').set(bearer(admin.token)).expect(403);
    expect(blocked.body.code).toBe('auth.totp_enrolment_required');

    const current = await login(t.http, 'penjaga@csec.test', admin.password);
    const { secret, codes } = await enableTwoFactor(t, current);
    const ended = await t.http.get('/api/leads').set(bearer(admin.token)).expect(401);
    expect(ended.body.code).toBe('auth.unauthorized');
    await t.http.get('/api/leads').set(bearer(current)).expect(200);

    const withCode = await t.http
      .post('/api/login')
      .send({ email: 'penjaga@csec.test', password: admin.password, code: totp(secret, Date.now() + STEP_MS) })
      .expect(200);
    const other = withCode.body.token as string;
    await t.http.get('/api/leads').set(bearer(other)).expect(200);
    await t.http.post('/api/users/me/2fa/disable').set(bearer(current)).send({ password: admin.password, code: codes[0] }).expect(200);
    await t.http.get('/api/users/me').set(bearer(other)).expect(401);
    await t.http.get('/api/users/me').set(bearer(current)).expect(200);

    const activity = (await t.http.get('/api/activity?action=user.two_factor_change').set(bearer(root)).expect(200)).body.data as Body[];
    expect(activity.map((row) => row.summary)).toEqual(['off', 'on']);
  });
});

describe('finding 4: IPv6 clients count per /64', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const lead = (ip: string) =>
    stranger(t)
      .post('/api/leads')
      .set('X-Forwarded-For', ip)
      .send({ kind: 'contact', name: 'Budi Santoso', organisation: 'PT Nusantara', email: 'budi@example.co.id', message: 'A quote, please.', consent: true });

  it('12 leads from 2001:db8:1:2::1 to ::c: 10 accepted, then 429; the next /64 has its own allowance', async () => {
    const answers: number[] = [];
    for (let i = 1; i <= 12; i++) answers.push((await lead(`2001:db8:1:2::${i.toString(16)}`)).status);
    expect(answers).toEqual([...Array<number>(10).fill(201), 429, 429]);
    const refused = await lead('2001:db8:1:2:ffff:ffff:ffff:ffff').expect(429);
    expect(refused.body).toMatchObject({ code: 'lead.too_many', message: LEAD_MESSAGES.tooMany });
    await lead('2001:db8:1:3::1').expect(201);
  });

  it('an IPv4-mapped IPv6 address is its IPv4 address', async () => {
    for (let i = 0; i < 10; i++) await lead(i % 2 ? '203.0.113.20' : '::ffff:203.0.113.20').expect(201);
    await lead('::ffff:203.0.113.20').expect(429);
    await lead('203.0.113.20').expect(429);
  });

  it('failed logins from one /64 share the per-client budget (20)', async () => {
    for (let i = 1; i <= 20; i++) {
      await stranger(t)
        .post('/api/login')
        .set('X-Forwarded-For', `2001:db8:9:9::${i.toString(16)}`)
        .send({ email: `nobody${i}@csec.test`, password: 'wrong-password' })
        .expect(401);
    }
    await stranger(t)
      .post('/api/login')
      .set('X-Forwarded-For', '2001:db8:9:9:1:2:3:4')
      .send({ email: 'fresh@csec.test', password: 'wrong-password' })
      .expect(429);
    await stranger(t).post('/api/login').set('X-Forwarded-For', '2001:db8:9:a::1').send({ email: 'fresh@csec.test', password: 'wrong-password' }).expect(401);
  });
});

describe('finding 5: second-factor guesses lock the second factor, with a doubling wait', () => {
  let t: TestApp;
  let root: string;
  /** How far the server's clock is ahead of the real one. */
  let ahead = 0;
  const moveClock = (ms: number) => {
    ahead += ms;
    jest.spyOn(t.app.get(Clock), 'now').mockImplementation(() => new Date(Date.now() + ahead));
  };

  beforeAll(async () => {
    // 3 password failures per e-mail and client: wrong codes from one client must not reach it.
    t = await startTestApp({ LOGIN_MAX_PER_EMAIL: '3', LOGIN_MAX_PER_IP: '1000' });
    root = await login(t.http, SUPERADMIN.email, SUPERADMIN.password);
  });
  afterAll(() => t.close());

  const loginWith = (email: string, password: string, code?: string, ip = '203.0.113.50') =>
    stranger(t)
      .post('/api/login')
      .set('X-Forwarded-For', ip)
      .send({ email, password, ...(code === undefined ? {} : { code }) });

  it('5 wrong codes, then 429 auth.totp_locked for 15 minutes (Retry-After and the message say so), even for the right code; the password budget is untouched', async () => {
    const user = await createAccount(t.http, root, { username: 'penebak', email: 'penebak@csec.test', role: 'author' });
    const { secret } = await enableTwoFactor(t, user.token);
    const wrong = totp(secret, Date.now() - 25 * STEP_MS);
    for (let i = 0; i < 5; i++) {
      const res = await loginWith('penebak@csec.test', user.password, wrong, `198.51.100.${i + 1}`).expect(401);
      expect(res.body.code).toBe('auth.totp_invalid');
    }
    const locked = await loginWith('penebak@csec.test', user.password, wrong).expect(429);
    const wait = Number(locked.headers['retry-after']);
    expect(wait).toBeGreaterThan(15 * 60 - 30);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    expect(locked.body).toEqual({
      status: 'Failed',
      error: true,
      code: 'auth.totp_locked',
      message: SECURITY_MESSAGES.totpLocked(wait),
      params: { seconds: wait },
    });
    expect(locked.body.message).toMatch(/15 minutes/);
    await loginWith('penebak@csec.test', user.password, totp(secret, Date.now() + STEP_MS)).expect(429);
    await loginWith('penebak@csec.test', user.password).expect(429);

    // Wrong codes were not wrong passwords: the e-mail's budget from this client (3) is untouched.
    for (let i = 0; i < 3; i++) await loginWith('penebak@csec.test', 'not-the-password').expect(401);

    const rows = (await t.http.get('/api/activity?action=auth.totp_locked').set(bearer(root)).expect(200)).body.data as Body[];
    const refusedRow = expect.stringMatching(/^refused while locked \(1[45] minutes left\)$/) as unknown;
    expect(rows.map((row) => row.summary)).toEqual([refusedRow, refusedRow, refusedRow, 'locked for 15 minutes after 5 wrong codes']);
    expect(rows.every((row) => row.targetId === String(user.id) && row.targetLabel === 'penebak')).toBe(true);
  });

  it('the wait doubles after each 5 failures without a success, holds across a restart, and a success resets it', async () => {
    const user = await createAccount(t.http, root, { username: 'ulang', email: 'ulang@csec.test', role: 'author' });
    const { secret, codes } = await enableTwoFactor(t, user.token);
    const wrong = totp(secret, Date.now() - 25 * STEP_MS);
    const failFive = async () => {
      for (let i = 0; i < 5; i++) await loginWith('ulang@csec.test', user.password, wrong).expect(401);
    };
    const lockedFor = async () => Number((await loginWith('ulang@csec.test', user.password, codes[9]).expect(429)).headers['retry-after']);

    await failFive();
    expect(await lockedFor()).toBeGreaterThan(15 * 60 - 30);
    moveClock(15 * MINUTE_MS + 1000);
    await failFive();
    expect(await lockedFor()).toBeGreaterThan(30 * 60 - 30);

    // The lock is in the database: a restarted server (or another process) keeps it.
    await t.stop();
    t = await startTestApp({}, t);
    moveClock(0);
    const afterRestart = await lockedFor();
    expect(afterRestart).toBeGreaterThan(30 * 60 - 60);
    expect(afterRestart).toBeLessThanOrEqual(30 * 60);

    moveClock(30 * MINUTE_MS + 1000);
    await loginWith('ulang@csec.test', user.password, codes[0]).expect(200);
    // Back to the first step: 5 more wrong codes lock for 15 minutes again.
    await failFive();
    expect(await lockedFor()).toBeLessThanOrEqual(15 * 60);
  });

  it('wrong codes at 2fa/disable count toward the same lock', async () => {
    const user = await createAccount(t.http, root, { username: 'matikan', email: 'matikan@csec.test', role: 'author' });
    const { secret } = await enableTwoFactor(t, user.token);
    const wrong = totp(secret, Date.now() - 25 * STEP_MS);
    for (let i = 0; i < 2; i++) await loginWith('matikan@csec.test', user.password, wrong).expect(401);
    for (let i = 0; i < 3; i++) {
      const res = await t.http.post('/api/users/me/2fa/disable').set(bearer(user.token)).send({ password: user.password, code: wrong }).expect(400);
      expect(res.body.code).toBe('auth.totp_invalid');
    }
    const locked = await t.http
      .post('/api/users/me/2fa/disable')
      .set(bearer(user.token))
      .send({ password: user.password, code: totp(secret) })
      .expect(429);
    expect(locked.body.code).toBe('auth.totp_locked');
    expect(locked.headers['retry-after']).toMatch(/^\d+$/);
    await loginWith('matikan@csec.test', user.password, totp(secret)).expect(429);
  });
});

describe('finding 6: the leads CSV carries no formula in any locale', () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    t = await startTestApp();
    root = await login(t.http, SUPERADMIN.email, SUPERADMIN.password);
  });
  afterAll(() => t.close());

  it("a lead named 'a;=1+2;b' is quoted, and no part a spreadsheet could split off at , ; a tab or a line break starts a formula", async () => {
    const lead = { kind: 'contact', organisation: 'PT Nusantara', email: 'budi@example.co.id', consent: true };
    await stranger(t)
      .post('/api/leads')
      .send({ ...lead, name: 'a;=1+2;b', message: 'one,+two\tthree;@four\n-five' })
      .expect(201);
    const csv = (await t.http.get('/api/leads/export.csv').set(bearer(root)).expect(200)).text;
    expect(csv).toContain(`"a;'=1+2;b"`);
    const parts = csv.split(/[,;\t\r\n]/).map((part) => part.replace(/^[\s"]+/, ''));
    expect(parts.filter((part) => /^[=+\-@]/.test(part))).toEqual([]);
  });
});

describe('finding 7: 2fa/disable limits wrong passwords like login', () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    t = await startTestApp({ LOGIN_MAX_PER_EMAIL: '5', LOGIN_MAX_PER_IP: '20' });
    root = await login(t.http, SUPERADMIN.email, SUPERADMIN.password);
  });
  afterAll(() => t.close());

  const disable = (token: string, password: string, code: string, ip: string) =>
    t.http.post('/api/users/me/2fa/disable').set(bearer(token)).set('X-Forwarded-For', ip).send({ password, code });

  it('25 wrong passwords: 5 answered 400, the rest 429 with Retry-After, the right password too', async () => {
    const user = await createAccount(t.http, root, { username: 'sandi', email: 'sandi@csec.test', role: 'author' });
    const { codes } = await enableTwoFactor(t, user.token);
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) statuses.push((await disable(user.token, `wrong-${i}-password`, codes[0], `192.0.2.${i + 1}`)).status);
    expect(statuses).toEqual([...Array<number>(5).fill(400), ...Array<number>(20).fill(429)]);
    const refused = await disable(user.token, user.password, codes[0], '192.0.2.200').expect(429);
    expect(refused.body).toMatchObject({ code: 'auth.too_many_attempts', message: API_MESSAGES.tooManyAttempts(Number(refused.headers['retry-after'])) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('one client (an IPv6 /64) gets 20 wrong passwords across accounts', async () => {
    const tokens: string[] = [];
    for (let i = 0; i < 5; i++) {
      const user = await createAccount(t.http, root, { username: `sandi${i}`, email: `sandi${i}@csec.test`, role: 'author' });
      await enableTwoFactor(t, user.token);
      tokens.push(user.token);
    }
    for (let i = 0; i < 20; i++) await disable(tokens[i % 4], 'wrong-password', '000000', `2001:db8:7:7::${i + 1}`).expect(400);
    await disable(tokens[4], 'wrong-password', '000000', '2001:db8:7:7::99').expect(429);
    await disable(tokens[4], 'wrong-password', '000000', '2001:db8:7:8::1').expect(400);
  });
});
