import * as argon2 from 'argon2';
import { DataSource } from 'typeorm';
import { API_MESSAGES } from '@csec/contracts';
import { loadConfig } from '../src/config/load-config';
import { dataSourceOptions, MIGRATIONS } from '../src/database/data-source-options';
import { UsersService } from '../src/users/users.service';
import { bearer, createAccount, login, startTestApp, SUPERADMIN, TestApp } from './support/test-app';

/**
 * The identity findings replayed: variants of one e-mail (full-width, case, spaces) are one
 * person for login, throttling and registration; an accented address is another person; invisible
 * characters are refused; look-alike usernames are refused; and the database's named unique
 * indexes, not the pre-checks, decide races, with the right message on SQLite and MariaDB alike.
 */
describe('one identity per person', () => {
  let t: TestApp;
  let root: string;
  let admin1: { id: number; token: string; password: string };

  const register = (body: Record<string, unknown>, token = root) =>
    t.http
      .post('/api/register')
      .set(bearer(token))
      .send({ password: 'password-123', role: 'author', ...body });
  const meId = async (token: string) => (await t.http.get('/api/users/me').set(bearer(token)).expect(200)).body.data[0].id as number;

  beforeAll(async () => {
    // 5 wrong passwords per e-mail from one IP; the IP and account-wide limits high enough to stay out of the way.
    t = await startTestApp({ LOGIN_MAX_PER_EMAIL: '5', LOGIN_MAX_PER_IP: '200', LOGIN_MAX_PER_ACCOUNT: '200' });
    root = await login(t.http, SUPERADMIN.email, SUPERADMIN.password);
    admin1 = await createAccount(t.http, root, { username: 'admin1', email: 'admin1@x.test', role: 'admin' });
  });
  afterAll(() => t.close());

  describe('e-mail variants', () => {
    it.each(['ａdmin1@x.test', 'ＡＤＭＩＮ１＠ｘ．ｔｅｓｔ', '  Admin1@X.Test\u3000'])('%j logs in to the same account', async (variant) => {
      const token = await login(t.http, variant, admin1.password);
      expect(await meId(token)).toBe(admin1.id);
    });

    it('counts every variant on one throttle key: the 6th attempt from one IP is 429, even with the right password', async () => {
      const account = await createAccount(t.http, root, { username: 'throttled', email: 'throttled@x.test', role: 'author' });
      const variants = ['throttled@x.test', 'ｔhrottled@x.test', 'THROTTLED@X.TEST', ' ｔｈｒｏｔｔｌｅｄ＠ｘ．ｔｅｓｔ ', 'Throttled@x.test'];
      for (const email of variants) {
        await t.http.post('/api/login').send({ email, password: 'wrong-password' }).expect(401);
      }
      const blocked = await t.http.post('/api/login').send({ email: 'throttled@x.test', password: account.password }).expect(429);
      expect(blocked.headers['retry-after']).toMatch(/^\d+$/);
      await t.http.post('/api/login').send({ email: 'ｔｈｒｏｔｔｌｅｄ@x.test', password: account.password }).expect(429);
    });

    it('refuses to register a full-width or upper-case variant of a registered address', async () => {
      for (const email of ['ａdmin1@x.test', 'ADMIN1@x.test', 'ａｄｍｉｎ１＠ｘ．ｔｅｓｔ']) {
        const res = await register({ username: `variant${email.length}${email.charCodeAt(0)}`, email }).expect(409);
        expect(res.body).toMatchObject({ status: 'Failed', error: true, message: API_MESSAGES.emailTaken });
      }
    });

    it('stores and shows the normalised address', async () => {
      const res = await register({ username: 'fullwidth', email: 'ＦＵＬＬ＠ｗｉｄｔｈ.test' }).expect(201);
      expect(res.body.data.email).toBe('full@width.test');
      await login(t.http, 'full@width.test', 'password-123');
    });

    it('keeps an accented address apart: it never logs in to admin1 and is its own account', async () => {
      await t.http.post('/api/login').send({ email: 'ādmin1@x.test', password: admin1.password }).expect(401);
      const other = await createAccount(t.http, root, { username: 'accented', email: 'ādmin1@x.test', role: 'author', password: 'another-pass-1' });
      expect(other.id).not.toBe(admin1.id);
      expect(await meId(await login(t.http, 'ādmin1@x.test', 'another-pass-1'))).toBe(other.id);
      expect(await meId(await login(t.http, 'admin1@x.test', admin1.password))).toBe(admin1.id);
      await t.http.post('/api/login').send({ email: 'admin1@x.test', password: 'another-pass-1' }).expect(401);
    });
  });

  describe('invisible and control characters', () => {
    it.each([
      ['zero-width space in a username', { username: 'superadmin\u200b' }, 'username', API_MESSAGES.usernameInvisible],
      ['ZWJ in a username', { username: 'ri\u200dna' }, 'username', API_MESSAGES.usernameInvisible],
      ['a trailing BOM in a username', { username: 'rina\ufeff' }, 'username', API_MESSAGES.usernameInvisible],
      ['a bidi override in a username', { username: 'rina\u202eanir' }, 'username', API_MESSAGES.usernameInvisible],
      ['a soft hyphen in a username', { username: 'ri\u00adna' }, 'username', API_MESSAGES.usernameInvisible],
      ['zero-width space in an e-mail', { email: 'admin1\u200b@x.test' }, 'email', API_MESSAGES.emailInvisible],
      ['a trailing BOM in an e-mail', { email: 'rina@x.test\ufeff' }, 'email', API_MESSAGES.emailInvisible],
    ])('register: %s -> 400', async (_, patch, field, message) => {
      const res = await register({ username: 'clean_name', email: 'clean@x.test', ...patch }).expect(400);
      expect(res.body).toMatchObject({ status: 'Failed', error: true, message });
      expect(res.body.errors[field]).toBe(message);
    });

    it('update: refuses them in a new username or e-mail', async () => {
      const u = await t.http.post(`/api/users/${admin1.id}`).set(bearer(admin1.token)).send({ username: 'admin\u200c1' }).expect(400);
      expect(u.body.errors.username).toBe(API_MESSAGES.usernameInvisible);
      const e = await t.http.post(`/api/users/${admin1.id}`).set(bearer(admin1.token)).send({ email: 'admin1@x.test\u2060' }).expect(400);
      expect(e.body.errors.email).toBe(API_MESSAGES.emailInvisible);
    });

    it('login: refuses them in the e-mail', async () => {
      const res = await t.http.post('/api/login').send({ email: 'admin1@x.test\u200b', password: admin1.password }).expect(400);
      expect(res.body.errors.email).toBe(API_MESSAGES.emailInvisible);
    });
  });

  describe('look-alike usernames', () => {
    it('refuses a Cyrillic ѕ in place of s with 409', async () => {
      const res = await register({ username: '\u0455uperadmin', email: 'cyrillic@x.test' }).expect(409);
      expect(res.body.message).toBe(API_MESSAGES.usernameTooSimilar);
      const all = await t.http.get('/api/users?query=uperadmin').set(bearer(root)).expect(200);
      expect(all.body.data.map((u: { username: string }) => u.username)).toEqual([SUPERADMIN.username]);
    });

    it.each([['SuperAdmin'], ['ｓｕｐｅｒａｄｍｉｎ']])('refuses %j as the same name', async (username) => {
      const res = await register({ username, email: `same${username.length}${username.charCodeAt(0)}@x.test` }).expect(409);
      expect(res.body.message).toBe(API_MESSAGES.usernameTaken);
    });

    it('refuses a rename to a look-alike of another account (409), allows a case change of your own', async () => {
      const author = await createAccount(t.http, root, { username: 'renamer', email: 'renamer@x.test', role: 'author' });
      const similar = await t.http.post(`/api/users/${author.id}`).set(bearer(root)).send({ username: '\u0430dmin1' }).expect(409);
      expect(similar.body.message).toBe(API_MESSAGES.usernameTooSimilar);
      const taken = await t.http.post(`/api/users/${author.id}`).set(bearer(root)).send({ username: 'ADMIN1' }).expect(409);
      expect(taken.body.message).toBe(API_MESSAGES.usernameTaken);
      const own = await t.http.post(`/api/users/${author.id}`).set(bearer(root)).send({ username: 'Renamer' }).expect(200);
      expect(own.body.data.username).toBe('Renamer');
      // The profile form sends e-mail and username back unchanged along with a new role.
      await t.http.post(`/api/users/${author.id}`).set(bearer(root)).send({ username: 'Renamer', email: 'renamer@x.test', role: 'admin' }).expect(200);
    });
  });

  describe('races are decided by the named unique indexes', () => {
    it('10 parallel registrations with one e-mail: one 201, nine 409 with the e-mail message', async () => {
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) => register({ username: `racer_${i}`, email: i % 2 ? 'race@x.test' : 'ＲＡＣＥ@x.test' })),
      );
      expect(results.map((r) => r.status).sort()).toEqual([201, ...Array(9).fill(409)]);
      for (const r of results.filter((r) => r.status === 409)) expect(r.body.message).toBe(API_MESSAGES.emailTaken);
    });

    it('parallel RaceName and racename: one 201, one 409 with the username message', async () => {
      const results = await Promise.all([
        register({ username: 'RaceName', email: 'racename1@x.test' }),
        register({ username: 'racename', email: 'racename2@x.test' }),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
      expect(results.find((r) => r.status === 409)!.body.message).toBe(API_MESSAGES.usernameTaken);
    });

    describe('with the friendly pre-checks switched off, so only the database can refuse', () => {
      let spy: jest.SpyInstance;
      beforeEach(() => {
        const proto = UsersService.prototype as unknown as { assertUnique(): Promise<void> };
        spy = jest.spyOn(proto, 'assertUnique').mockResolvedValue(undefined);
      });
      afterEach(() => spy.mockRestore());

      it('a taken e-mail variant -> 409 emailTaken', async () => {
        const res = await register({ username: 'no_precheck_1', email: 'ａdmin1@x.test' }).expect(409);
        expect(res.body.message).toBe(API_MESSAGES.emailTaken);
      });

      it.each([
        ['the same name in another case', 'ADMIN1', API_MESSAGES.usernameTaken],
        ['a look-alike', '\u0430dmin1', API_MESSAGES.usernameTooSimilar],
      ])('%s -> 409 with the username message', async (_, username, message) => {
        const res = await register({ username, email: `precheck${username.charCodeAt(0)}@x.test` }).expect(409);
        expect(res.body.message).toBe(message);
      });

      it('both taken at once -> a 409 either way, never a 500', async () => {
        const res = await register({ username: 'admin1', email: 'admin1@x.test' }).expect(409);
        expect([API_MESSAGES.usernameTaken, API_MESSAGES.emailTaken]).toContain(res.body.message);
      });

      it('a rename onto a taken name -> 409', async () => {
        const author = await createAccount(t.http, root, { username: 'renamer2', email: 'renamer2@x.test', role: 'author' });
        const res = await t.http.post(`/api/users/${author.id}`).set(bearer(root)).send({ username: 'Admin1', email: 'ａdmin1@x.test' }).expect(409);
        expect([API_MESSAGES.usernameTaken, API_MESSAGES.emailTaken]).toContain(res.body.message);
      });
    });
  });
});

describe('the identity migration on a database made by the previous version', () => {
  /** A data source on the test app's database that runs no migrations by itself. */
  async function openDatabase(t: TestApp): Promise<DataSource> {
    const ds = new DataSource({ ...dataSourceOptions(loadConfig(t.env)), migrationsRun: false, logging: false });
    return ds.initialize();
  }
  const isMysql = (ds: DataSource) => ds.options.type === 'mysql';
  async function uniqueIndexes(ds: DataSource): Promise<string[]> {
    const names: string[] = isMysql(ds)
      ? (await ds.query("SHOW INDEX FROM users WHERE Non_unique = 0 AND Key_name <> 'PRIMARY'")).map((r: { Key_name: string }) => r.Key_name)
      : (await ds.query('PRAGMA index_list(users)')).filter((r: { unique: number }) => r.unique).map((r: { name: string }) => r.name);
    return [...new Set(names)].sort();
  }
  async function columnNames(ds: DataSource, onlyRequired = false): Promise<string[]> {
    return isMysql(ds)
      ? (await ds.query('SHOW COLUMNS FROM users')).filter((r: { Null: string }) => !onlyRequired || r.Null === 'NO').map((r: { Field: string }) => r.Field)
      : (await ds.query('PRAGMA table_info(users)')).filter((r: { notnull: number }) => !onlyRequired || r.notnull).map((r: { name: string }) => r.name);
  }
  /** MySQL/MariaDB: the collation of the identity columns. */
  function collations(ds: DataSource): Promise<{ name: string; collation: string }[]> {
    return ds.query(
      "SELECT COLUMN_NAME AS name, COLLATION_NAME AS collation FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = 'users' AND COLUMN_NAME IN ('email', 'usernameKey') ORDER BY COLUMN_NAME",
    );
  }

  it('normalises e-mails, fills usernameKey, keeps every row and the posts that point at them', async () => {
    const t = await startTestApp();
    const mysql = t.env.DB_TYPE === 'mysql';
    let again: TestApp | undefined;
    try {
      await t.stop();

      // Back to the previous version: the migration's own down() (which also forgets it ran), after
      // the down() of every migration that came later (the leads table).
      const old = await openDatabase(t);
      try {
        for (let later = MIGRATIONS.length - 1; later > 0; later--) await old.undoLastMigration();
        expect((await old.query('SELECT name FROM migrations')).map((r: { name: string }) => r.name)).toEqual(['InitialSchema1763700000000']);
        // The first migration's schema again: its auto-named unique constraints, no usernameKey, the folding collation.
        expect(await uniqueIndexes(old)).toEqual(
          mysql ? ['UQ_97672ac88f789774dd47f7c8be3', 'UQ_fe0bb3f6520ee0469504521e710'] : ['sqlite_autoindex_users_1', 'sqlite_autoindex_users_2'],
        );
        expect(await columnNames(old)).not.toContain('usernameKey');
        if (mysql) expect(await collations(old)).toEqual([{ name: 'email', collation: 'utf8mb4_unicode_ci' }]);
        const hash = await argon2.hash('legacy-pass-1', { type: argon2.argon2id });
        const insert = (username: string, email: string) =>
          old.query('INSERT INTO users (username, email, role, passwordHash) VALUES (?, ?, ?, ?)', [username, email, 'author', hash]);
        // What the old API stored: lower-cased, but neither NFKC nor trimmed of every space.
        await insert('legacy', 'ｌｅｇａｃｙ@ｘ.test');
        // Written straight into the table: mixed case too.
        await insert('Mixed', 'ＭｉｘｅｄＣａｓｅ@Ｘ.test');
        // A look-alike of the superadmin, older than the fix.
        await insert('\u0455uperadmin', 'lookalike@x.test');
        if (!mysql) {
          // SQLite compared bytes: the same address twice and the same name in two cases got in.
          await insert('twin', 'twin@x.test');
          await insert('twin2', 'ｔwin@x.test');
          await insert('CaseTwin', 'casetwin1@x.test');
          await insert('casetwin', 'casetwin2@x.test');
        }
        const [legacy] = await old.query("SELECT id FROM users WHERE username = 'legacy'");
        await old.query("INSERT INTO blogs (slug, title, content, createdBy, authorId) VALUES ('legacy-post', 'Legacy post', '<p>x</p>', 'legacy', ?)", [
          legacy.id,
        ]);
      } finally {
        await old.destroy();
      }

      const before = 1 + 3 + (mysql ? 0 : 4);
      again = await startTestApp({}, t);
      const ds = again.app.get(DataSource);
      const rows: { id: number; username: string; email: string; usernameKey: string }[] = await ds.query(
        'SELECT id, username, email, usernameKey FROM users ORDER BY id',
      );
      expect(rows).toHaveLength(before);
      const by = (username: string) => rows.find((r) => r.username === username)!;
      expect(by('legacy').email).toBe('legacy@x.test');
      expect(by('Mixed').email).toBe('mixedcase@x.test');
      expect(by(SUPERADMIN.username).usernameKey).toBe('superadrnin');
      expect(by('\u0455uperadmin').usernameKey).toBe(`superadrnin#${by('\u0455uperadmin').id}`);
      if (!mysql) {
        expect(by('twin').email).toBe('twin@x.test');
        expect(by('twin2').email).toBe('ｔwin@x.test'); // kept as stored: normalised, it is twin's
        expect(by('CaseTwin').usernameKey).toBe('casetwin');
        expect(by('casetwin').usernameKey).toBe(`casetwin#${by('casetwin').id}`);
      }
      const [post] = await ds.query("SELECT authorId FROM blogs WHERE slug = 'legacy-post'");
      expect(Number(post.authorId)).toBe(by('legacy').id);

      // The normalised rows log in by any variant; the new indexes are the only unique ones besides the key.
      expect(await login(again.http, 'ＭＩＸＥＤｃａｓｅ@x.test', 'legacy-pass-1')).toEqual(expect.any(String));
      await login(again.http, 'legacy@x.test', 'legacy-pass-1');
      expect(await uniqueIndexes(ds)).toEqual(['IDX_users_email', 'IDX_users_usernameKey']);
      expect(await columnNames(ds, true)).toEqual(expect.arrayContaining(['username', 'usernameKey', 'email']));
      if (mysql) {
        expect(await collations(ds)).toEqual([
          { name: 'email', collation: 'utf8mb4_bin' },
          { name: 'usernameKey', collation: 'utf8mb4_bin' },
        ]);
      }

      // The API refuses what the migration let stay.
      const token = await login(again.http, SUPERADMIN.email, SUPERADMIN.password);
      const res = await again.http
        .post('/api/register')
        .set(bearer(token))
        .send({ username: '\u0455uperadmin', email: 'new@x.test', password: 'password-123', role: 'author' })
        .expect(409);
      expect(res.body.message).toBe(API_MESSAGES.usernameTooSimilar);
      // An account left with a suffixed key can still be edited without touching its name.
      const lookalike = by('\u0455uperadmin');
      await again.http
        .post(`/api/users/${lookalike.id}`)
        .set(bearer(token))
        .send({ username: lookalike.username, email: 'lookalike@x.test', role: 'admin' })
        .expect(200);
      if (!mysql) {
        // So can one whose e-mail stayed as stored; changing it to a free address normalises it.
        const twin2 = by('twin2');
        await again.http.post(`/api/users/${twin2.id}`).set(bearer(token)).send({ username: 'twin2', email: twin2.email, role: 'admin' }).expect(200);
        const moved = await again.http.post(`/api/users/${twin2.id}`).set(bearer(token)).send({ email: 'ＴＷＩＮ２@x.test' }).expect(200);
        expect(moved.body.data.email).toBe('twin2@x.test');
      }
    } finally {
      if (again) await again.stop();
      await t.close();
    }
  });
});
