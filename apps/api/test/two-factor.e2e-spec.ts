import { DataSource } from 'typeorm';
import { SECURITY_MESSAGES } from '@csec/contracts';
import { bearer, createAccount, login, startTestApp, SUPERADMIN, TestApp } from './support/test-app';
import { totp } from './support/totp';

const STEP_MS = 30_000;

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

describe('two-factor login (TOTP, RFC 6238)', () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    t = await startTestApp({ LOGIN_MAX_PER_EMAIL: '1000', LOGIN_MAX_PER_IP: '1000' });
    root = await login(t.http, SUPERADMIN.email, SUPERADMIN.password);
  });
  afterAll(() => t.close());

  it('set-up answers an otpauth:// URI with the secret and a QR code, and changes nothing until a code confirms it', async () => {
    const user = await createAccount(t.http, root, { username: 'pindai', email: 'qr@csec.test', role: 'author' });
    const res = await t.http.post('/api/users/me/2fa/setup').set(bearer(user.token)).expect(200);
    const { secret, otpauthUrl, qrCode } = res.body.data as { secret: string; otpauthUrl: string; qrCode: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(otpauthUrl);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/CSEC:qr@csec.test');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe('CSEC');
    expect(qrCode).toMatch(/^data:image\/png;base64,/);
    expect(Buffer.from(qrCode.split(',')[1], 'base64').subarray(1, 4).toString()).toBe('PNG');

    const status = await t.http.get('/api/users/me/2fa').set(bearer(user.token)).expect(200);
    expect(status.body.data).toEqual({ enabled: false, recoveryCodesLeft: 0, required: false });
    await login(t.http, 'qr@csec.test', user.password);
  });

  it('enable needs a set-up first and a right code; it answers 10 recovery codes, stored only as hashes', async () => {
    const user = await createAccount(t.http, root, { username: 'aktif', email: 'aktif@csec.test', role: 'author' });
    const early = await t.http.post('/api/users/me/2fa/enable').set(bearer(user.token)).send({ code: '123456' }).expect(409);
    expect(early.body).toMatchObject({ code: 'auth.totp_not_pending', message: SECURITY_MESSAGES.totpSetupFirst });

    const setup = await t.http.post('/api/users/me/2fa/setup').set(bearer(user.token)).expect(200);
    const { secret } = setup.body.data as { secret: string };
    const wrong = await t.http
      .post('/api/users/me/2fa/enable')
      .set(bearer(user.token))
      .send({ code: totp(secret, Date.now() - 25 * STEP_MS) })
      .expect(400);
    expect(wrong.body).toMatchObject({ code: 'auth.totp_invalid', errors: { code: SECURITY_MESSAGES.totpInvalid } });
    const offClock = await t.http
      .post('/api/users/me/2fa/enable')
      .set(bearer(user.token))
      .send({ code: totp(secret, Date.now() - 10 * STEP_MS) })
      .expect(400);
    expect(offClock.body).toMatchObject({ code: 'auth.totp_clock', errors: { code: SECURITY_MESSAGES.totpClock } });
    const empty = await t.http.post('/api/users/me/2fa/enable').set(bearer(user.token)).send({}).expect(400);
    expect(empty.body.errors.code).toBe(SECURITY_MESSAGES.codeRequired);

    const res = await t.http
      .post('/api/users/me/2fa/enable')
      .set(bearer(user.token))
      .send({ code: totp(secret) })
      .expect(200);
    expect(res.body.message).toBe(SECURITY_MESSAGES.totpEnabled);
    const codes = res.body.data as string[];
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(new Set(codes).size).toBe(10);

    const stored = await t.app.get(DataSource).query('SELECT codeHash FROM recovery_codes WHERE userId = ?', [user.id]);
    expect(stored).toHaveLength(10);
    for (const row of stored as { codeHash: string }[]) {
      expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(codes.some((code) => row.codeHash.includes(code.replace('-', '')))).toBe(false);
    }
    const again = await t.http.post('/api/users/me/2fa/setup').set(bearer(user.token)).expect(409);
    expect(again.body.code).toBe('auth.totp_already_enabled');
    expect((await t.http.get('/api/users/me/2fa').set(bearer(user.token)).expect(200)).body.data).toEqual({
      enabled: true,
      recoveryCodesLeft: 10,
      required: false,
    });
  });

  it('login asks for the code, refuses a wrong, off-clock or replayed one in its own words, and accepts a current code or an unused recovery code once', async () => {
    const user = await createAccount(t.http, root, { username: 'dua', email: 'dua@csec.test', role: 'author' });
    const { secret, codes } = await enableTwoFactor(t, user.token);
    const credentials = { email: 'dua@csec.test', password: user.password };

    const asked = await t.http.post('/api/login').send(credentials).expect(401);
    expect(asked.body).toEqual({ status: 'Failed', error: true, code: 'auth.totp_required', message: SECURITY_MESSAGES.totpRequired });
    // A wrong password with a code still gets the one answer for wrong credentials.
    const badPassword = await t.http
      .post('/api/login')
      .send({ ...credentials, password: 'not-the-password', code: totp(secret) })
      .expect(401);
    expect(badPassword.body.code).toBe('auth.invalid_credentials');
    // A code of no time near now is wrong; one of ten minutes ago or less is right for another time: the device's clock.
    const wrong = await t.http
      .post('/api/login')
      .send({ ...credentials, code: totp(secret, Date.now() - 25 * STEP_MS) })
      .expect(401);
    expect(wrong.body).toMatchObject({ code: 'auth.totp_invalid', message: SECURITY_MESSAGES.totpInvalid });
    const offClock = await t.http
      .post('/api/login')
      .send({ ...credentials, code: totp(secret, Date.now() - 10 * STEP_MS) })
      .expect(401);
    expect(offClock.body).toMatchObject({ code: 'auth.totp_clock', message: SECURITY_MESSAGES.totpClock });

    // The code that turned it on was this step's: the next step's code (one step of clock drift allowed) logs in once.
    const next = totp(secret, Date.now() + STEP_MS);
    const ok = await t.http
      .post('/api/login')
      .send({ ...credentials, code: next })
      .expect(200);
    await t.http.get('/api/users/me').set(bearer(ok.body.token)).expect(200);
    const replay = await t.http
      .post('/api/login')
      .send({ ...credentials, code: next })
      .expect(401);
    expect(replay.body).toMatchObject({ code: 'auth.totp_used', message: SECURITY_MESSAGES.totpUsed });
    // This step's code is older than the one used: as used (the code that turned two-factor login on was this step's too).
    const earlier = await t.http
      .post('/api/login')
      .send({ ...credentials, code: totp(secret) })
      .expect(401);
    expect(earlier.body.code).toBe('auth.totp_used');

    const recovery = await t.http
      .post('/api/login')
      .send({ ...credentials, code: ` ${codes[3].toUpperCase()} ` })
      .expect(200);
    await t.http.get('/api/users/me').set(bearer(recovery.body.token)).expect(200);
    await t.http
      .post('/api/login')
      .send({ ...credentials, code: codes[3] })
      .expect(401);
    expect((await t.http.get('/api/users/me/2fa').set(bearer(recovery.body.token))).body.data.recoveryCodesLeft).toBe(9);
  });

  it('disable needs the password and a code; afterwards login needs no code', async () => {
    const user = await createAccount(t.http, root, { username: 'mati', email: 'mati@csec.test', role: 'author' });
    const { codes } = await enableTwoFactor(t, user.token);
    const wrongPassword = await t.http
      .post('/api/users/me/2fa/disable')
      .set(bearer(user.token))
      .send({ password: 'not-the-password', code: codes[0] })
      .expect(400);
    expect(wrongPassword.body).toMatchObject({ code: 'auth.password_incorrect', errors: { password: SECURITY_MESSAGES.passwordIncorrect } });
    const wrongCode = await t.http.post('/api/users/me/2fa/disable').set(bearer(user.token)).send({ password: user.password, code: '000000' }).expect(400);
    expect(wrongCode.body.code).toBe('auth.totp_invalid');
    const res = await t.http.post('/api/users/me/2fa/disable').set(bearer(user.token)).send({ password: user.password, code: codes[0] }).expect(200);
    expect(res.body.message).toBe(SECURITY_MESSAGES.totpDisabled);
    await login(t.http, 'mati@csec.test', user.password);
    const off = await t.http.post('/api/users/me/2fa/disable').set(bearer(user.token)).send({ password: user.password, code: '000000' }).expect(409);
    expect(off.body.code).toBe('auth.totp_not_enabled');
  });
});

describe('two-factor login and the login throttle', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ LOGIN_MAX_PER_EMAIL: '3', LOGIN_MAX_PER_IP: '1000' });
  });
  afterAll(() => t.close());

  it('wrong codes have their own budget: the 5th in a row locks the second factor (429 auth.totp_locked), not the password count', async () => {
    const root = await login(t.http, SUPERADMIN.email, SUPERADMIN.password);
    await enableTwoFactor(t, root);
    const credentials = { email: SUPERADMIN.email, password: SUPERADMIN.password };
    for (let i = 0; i < 5; i++) {
      await t.http
        .post('/api/login')
        .send({ ...credentials, code: '000000' })
        .expect(401);
    }
    const locked = await t.http
      .post('/api/login')
      .send({ ...credentials, code: '000000' })
      .expect(429);
    expect(locked.body.code).toBe('auth.totp_locked');
    expect(locked.headers['retry-after']).toMatch(/^\d+$/);
    expect(locked.body.params).toEqual({ seconds: Number(locked.headers['retry-after']) });
    // 5 wrong codes from one client, past LOGIN_MAX_PER_EMAIL (3): a wrong password is still only a wrong password.
    await t.http.post('/api/login').send({ email: SUPERADMIN.email, password: 'not-the-password' }).expect(401);
  });
});

describe('REQUIRE_2FA_ROLES', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ REQUIRE_2FA_ROLES: 'superadmin,admin', LOGIN_MAX_PER_EMAIL: '1000', LOGIN_MAX_PER_IP: '1000' });
  });
  afterAll(() => t.close());

  it('makes those roles enrol before they can do anything else; other roles are not asked', async () => {
    const first = await t.http.post('/api/login').send({ email: SUPERADMIN.email, password: SUPERADMIN.password }).expect(200);
    expect(first.body.twoFactorSetupRequired).toBe(true);
    const root = first.body.token as string;
    const blocked = await t.http.get('/api/users').set(bearer(root)).expect(403);
    expect(blocked.body).toMatchObject({ code: 'auth.totp_enrolment_required', message: SECURITY_MESSAGES.totpEnrolmentRequired });
    await t.http.get('/api/blogs').set(bearer(root)).expect(403);
    await t.http.get('/api/users/me').set(bearer(root)).expect(200);
    expect((await t.http.get('/api/users/me/2fa').set(bearer(root)).expect(200)).body.data).toMatchObject({ enabled: false, required: true });

    const { secret } = await enableTwoFactor(t, root);
    await t.http.get('/api/users').set(bearer(root)).expect(200);

    const author = await createAccount(t.http, root, { username: 'bebas', email: 'bebas@csec.test', role: 'author' });
    await t.http.get('/api/blogs').set(bearer(author.token)).expect(200);
    const authorLogin = await t.http.post('/api/login').send({ email: 'bebas@csec.test', password: author.password }).expect(200);
    expect(authorLogin.body.twoFactorSetupRequired).toBe(false);

    const next = await t.http
      .post('/api/login')
      .send({ email: SUPERADMIN.email, password: SUPERADMIN.password, code: totp(secret, Date.now() + STEP_MS) })
      .expect(200);
    expect(next.body.twoFactorSetupRequired).toBe(false);
    await t.http.post('/api/logout').set(bearer(root)).expect(200);
  });
});
