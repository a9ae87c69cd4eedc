import * as os from 'node:os';
import * as path from 'node:path';
import { PASSWORD_MAX, PUBLIC_TEXTS, REGISTRATION_FORM_PATH } from '@csec/contracts';
import { ConfigError, isSecretSetting, loadConfig } from './load-config';
import { EnvSchema } from './env.schema';

describe('loadConfig', () => {
  it('gives working defaults on an empty environment (embedded SQLite in ./data)', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.database).toEqual({ type: 'sqlite', file: path.join(path.resolve('./data'), 'csec.sqlite') });
    expect(config.jwt).toEqual({ secret: undefined, expiresIn: '8h' });
    expect(config.loginThrottle).toEqual({ maxPerEmail: 5, maxPerIp: 20, maxPerAccount: 100, windowMs: 15 * 60_000 });
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.publicCache.maxBytes).toBe(64 * 1024 * 1024);
    expect(config.web.publicSiteRemoteUrl).toBe('/remotes/public-site/mf-manifest.json');
    expect(config.superadmin.password).toBeUndefined();
    expect(config.site.formUrl).toBe(REGISTRATION_FORM_PATH);
    expect(config.leads).toEqual({ maxPerHour: 10, webhookUrl: undefined, currentEvent: PUBLIC_TEXTS.eventTitle });
    expect(config.activity).toEqual({ keepDays: 365 });
    expect(config.editorial).toEqual({ revisionsKeep: 50, previewTtlMs: 72 * 3_600_000 });
  });

  it('hashes passwords at production cost unless PASSWORD_HASH_COST=test (test runs only)', () => {
    expect(loadConfig({}).passwordHashCost).toBe('production');
    expect(loadConfig({ PASSWORD_HASH_COST: 'production' }).passwordHashCost).toBe('production');
    expect(loadConfig({ PASSWORD_HASH_COST: 'test' }).passwordHashCost).toBe('test');
    expect(failure({ PASSWORD_HASH_COST: 'low' })).toBe('Invalid configuration:\n  - PASSWORD_HASH_COST ("low"): must be production or test');
  });

  it('reads REVISIONS_KEEP and PREVIEW_HOURS as whole numbers within their ranges', () => {
    expect(loadConfig({ REVISIONS_KEEP: '5', PREVIEW_HOURS: ' 1 ' }).editorial).toEqual({ revisionsKeep: 5, previewTtlMs: 3_600_000 });
    expect(failure({ REVISIONS_KEEP: '0' })).toBe('Invalid configuration:\n  - REVISIONS_KEEP ("0"): must be a whole number from 1 to 1000');
    expect(failure({ PREVIEW_HOURS: 'a day' })).toBe('Invalid configuration:\n  - PREVIEW_HOURS ("a day"): must be a whole number from 1 to 8760');
  });

  it('reads ACTIVITY_KEEP_DAYS, a whole number of days from 1 to 36500', () => {
    expect(loadConfig({ ACTIVITY_KEEP_DAYS: ' 30 ' }).activity).toEqual({ keepDays: 30 });
    expect(loadConfig({ ACTIVITY_KEEP_DAYS: '36500' }).activity).toEqual({ keepDays: 36_500 });
    for (const typed of ['0', '36501', 'a year', '1.5']) {
      expect(failure({ ACTIVITY_KEEP_DAYS: typed })).toBe(
        `Invalid configuration:\n  - ACTIVITY_KEEP_DAYS (${JSON.stringify(typed)}): must be a whole number from 1 to 36500`,
      );
    }
  });

  it('reads the lead settings; FORM_URL may still name an external form', () => {
    const config = loadConfig({
      LEADS_MAX_PER_HOUR: '3',
      LEADS_WEBHOOK_URL: ' https://hooks.example.com/leads?token=abc ',
      CURRENT_EVENT: ' Jakarta Cyber Summit 2027 ',
      FORM_URL: 'https://forms.example.com/register',
    });
    expect(config.leads).toEqual({ maxPerHour: 3, webhookUrl: 'https://hooks.example.com/leads?token=abc', currentEvent: 'Jakarta Cyber Summit 2027' });
    expect(config.site.formUrl).toBe('https://forms.example.com/register');
    expect(loadConfig({ LEADS_WEBHOOK_URL: 'http://127.0.0.1:8080/hook' }).leads.webhookUrl).toBe('http://127.0.0.1:8080/hook');
    expect(loadConfig({ LEADS_WEBHOOK_URL: '' }).leads.webhookUrl).toBeUndefined();
    expect(loadConfig({ CURRENT_EVENT: '' }).leads.currentEvent).toBe('');
  });

  it('reads MySQL settings', () => {
    const config = loadConfig({ DB_TYPE: 'mysql', DB_HOST: 'db', DB_PORT: '3307', DB_USER: 'u', DB_PASSWORD: 'p', DB_NAME: 'site' });
    expect(config.database).toEqual({ type: 'mysql', host: 'db', port: 3307, user: 'u', password: 'p', name: 'site' });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DB_TYPE: 'postgres' }, 'DB_TYPE'],
    [{ DB_TYPE: 'mysql', DB_NAME: 'bad name;' }, 'DB_NAME'],
    [{ DB_TYPE: 'mysql', DB_HOST: '' }, 'DB_HOST'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ JWT_EXPIRES_IN: 'forever' }, 'JWT_EXPIRES_IN'],
    [{ SUPERADMIN_EMAIL: 'not-an-email' }, 'SUPERADMIN_EMAIL'],
    [{ SUPERADMIN_PASSWORD: 'short' }, 'SUPERADMIN_PASSWORD'],
    [{ LOGIN_MAX_PER_EMAIL: '0' }, 'LOGIN_MAX_PER_EMAIL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ PUBLIC_URL: 'www.csec.co.id' }, 'PUBLIC_URL'],
    [{ PUBLIC_URL: 'javascript:alert(1)' }, 'PUBLIC_URL'],
    [{ PUBLIC_CACHE_MAX_MB: '0' }, 'PUBLIC_CACHE_MAX_MB'],
    [{ SITE_TIMEZONE: 'Mars/Olympus' }, 'SITE_TIMEZONE'],
    [{ LEADS_MAX_PER_HOUR: '0' }, 'LEADS_MAX_PER_HOUR'],
    [{ LEADS_MAX_PER_HOUR: 'many' }, 'LEADS_MAX_PER_HOUR'],
    [{ LEADS_WEBHOOK_URL: 'hooks.example.com/leads' }, 'LEADS_WEBHOOK_URL'],
    [{ LEADS_WEBHOOK_URL: 'ftp://hooks.example.com/leads' }, 'LEADS_WEBHOOK_URL'],
    [{ CURRENT_EVENT: 'x'.repeat(151) }, 'CURRENT_EVENT'],
  ])('stops on %j naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`\\b${name}\\b`));
  });

  it('takes PUBLIC_URL without its trailing slash, and defaults it to the port', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://www.csec.co.id/' }).publicUrl).toBe('https://www.csec.co.id');
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
  });

  it('treats an empty optional value as not set', () => {
    expect(loadConfig({ JWT_SECRET: '', SUPERADMIN_PASSWORD: '' }).jwt.secret).toBeUndefined();
  });

  /** The ConfigError message loadConfig(env) throws. */
  function failure(env: Record<string, string>): string {
    try {
      loadConfig(env);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as ConfigError).message;
    }
    throw new Error(`loadConfig(${JSON.stringify(env)}) did not fail`);
  }

  it('says a short JWT_SECRET is short without showing it', () => {
    const message = failure({ JWT_SECRET: 'short' });
    expect(message).toBe('Invalid configuration:\n  - JWT_SECRET: must be at least 32 characters (it has 5)');
    expect(message).not.toContain('short');
    expect(message).not.toContain('"short"');
    expect(failure({ SUPERADMIN_PASSWORD: 'abc' })).toBe('Invalid configuration:\n  - SUPERADMIN_PASSWORD: must be at least 8 characters (it has 3)');
  });

  it('refuses a common or over-long superadmin password without showing it', () => {
    expect(failure({ SUPERADMIN_PASSWORD: 'Password123' })).toBe(
      'Invalid configuration:\n  - SUPERADMIN_PASSWORD: is one of the 10,000 most common passwords: choose a less predictable one',
    );
    expect(failure({ SUPERADMIN_PASSWORD: 'x'.repeat(PASSWORD_MAX + 1) })).toBe(
      `Invalid configuration:\n  - SUPERADMIN_PASSWORD: must be at most ${PASSWORD_MAX} characters`,
    );
  });

  it('knows the secret settings by name', () => {
    for (const name of [
      'JWT_SECRET',
      'SUPERADMIN_PASSWORD',
      'DB_PASSWORD',
      'METRICS_TOKEN',
      'LEADS_WEBHOOK_URL',
      'SMTP_PASSWORD',
      'API_KEY',
      'GITHUB_TOKEN',
      'SESSION_SECRET',
    ]) {
      expect(isSecretSetting(name)).toBe(true);
    }
    for (const name of ['PORT', 'DB_NAME', 'DB_USER', 'PUBLIC_URL', 'SUPERADMIN_EMAIL', 'KEYWORDS', 'TOKEN_TTL']) {
      expect(isSecretSetting(name)).toBe(false);
    }
  });

  it('never shows the value of any secret setting it reads, however it fails', () => {
    const settings = [...Object.keys(new EnvSchema()), 'JWT_SECRET', 'SUPERADMIN_PASSWORD', 'LEADS_WEBHOOK_URL'].filter(isSecretSetting);
    expect(settings).toEqual(expect.arrayContaining(['JWT_SECRET', 'SUPERADMIN_PASSWORD', 'DB_PASSWORD', 'LEADS_WEBHOOK_URL']));
    const values = ['Zq7', 'leak-me-Zq7', 'ftp://hooks.example.com/leads?token=Zq7-tok', 'hooks.example.com/x?token=Zq7-tok', ' Zq7 pad '];
    let failures = 0;
    for (const name of settings) {
      for (const value of values) {
        for (const env of [{ [name]: value }, { [name]: value, DB_TYPE: 'mysql' }]) {
          let message: string;
          try {
            loadConfig(env);
            continue;
          } catch (error) {
            message = (error as Error).message;
          }
          failures++;
          expect(message).toMatch(new RegExp(`^  - ${name}: `, 'm'));
          expect(message).not.toContain('Zq7');
          expect(message).not.toContain(JSON.stringify(value));
          expect(message).not.toContain(value.trim());
        }
      }
    }
    // JWT_SECRET, SUPERADMIN_PASSWORD and LEADS_WEBHOOK_URL each fail on some of the values above.
    expect(failures).toBeGreaterThan(6);
  });

  it('keeps showing the value of a setting that is no secret', () => {
    expect(failure({ DB_TYPE: 'mysql', DB_NAME: 'bad name;' })).toBe(
      'Invalid configuration:\n  - DB_NAME ("bad name;"): must be 1 to 64 letters, digits, _ or $',
    );
    expect(failure({ LOG_LEVEL: 'loud' })).toBe(
      'Invalid configuration:\n  - LOG_LEVEL ("loud"): must be one of the following values: error, warn, log, debug, verbose',
    );
  });

  it('says plainly that a non-numeric PORT is not a number, showing it as typed', () => {
    expect(failure({ PORT: 'abc' })).toBe('Invalid configuration:\n  - PORT ("abc"): must be a whole number from 1 to 65535');
    expect(failure({ PORT: '70000' })).toBe('Invalid configuration:\n  - PORT ("70000"): must be a whole number from 1 to 65535');
    for (const typed of ['', '80x', '1e3', '0x50', '8.5', '-1', '0']) {
      expect(failure({ PORT: typed })).toBe(`Invalid configuration:\n  - PORT (${JSON.stringify(typed)}): must be a whole number from 1 to 65535`);
    }
    expect(loadConfig({ PORT: ' 8080 ' }).port).toBe(8080);
  });

  it.each([
    ['DB_PORT', 'from 1 to 65535'],
    ['LOGIN_MAX_PER_EMAIL', 'of at least 1'],
    ['LOGIN_MAX_PER_IP', 'of at least 1'],
    ['LOGIN_MAX_PER_ACCOUNT', 'of at least 1'],
    ['LOGIN_WINDOW_MINUTES', 'of at least 1'],
    ['LEADS_MAX_PER_HOUR', 'from 1 to 100000'],
    ['PUBLIC_CACHE_MAX_MB', 'from 1 to 4096'],
    ['SSR_TIMEOUT_MS', 'from 50 to 60000'],
    ['HTML_WORK_TIMEOUT_MS', 'from 100 to 60000'],
  ])('gives %s one plain reason (a whole number %s), with the value as typed', (name, range) => {
    for (const typed of ['many', '0', '99999999999999999999']) {
      expect(failure({ [name]: typed })).toBe(`Invalid configuration:\n  - ${name} (${JSON.stringify(typed)}): must be a whole number ${range}`);
    }
  });

  it('still reads whole numbers, spaces around them allowed', () => {
    const config = loadConfig({ DB_TYPE: 'mysql', DB_PORT: ' 3307', LEADS_MAX_PER_HOUR: '3', SSR_TIMEOUT_MS: '50', LOGIN_WINDOW_MINUTES: '60 ' });
    expect(config).toMatchObject({ database: { port: 3307 }, leads: { maxPerHour: 3 }, ssr: { timeoutMs: 50 }, loginThrottle: { windowMs: 60 * 60_000 } });
  });

  it('reads the operations and two-factor settings', () => {
    expect(loadConfig({})).toMatchObject({ logFormat: 'json', shutdownGraceMs: 10_000, metricsToken: undefined, twoFactor: { requiredRoles: [] } });
    const config = loadConfig({
      LOG_FORMAT: 'pretty',
      SHUTDOWN_GRACE_SECONDS: '3',
      METRICS_TOKEN: 'a-long-metrics-token',
      REQUIRE_2FA_ROLES: ' superadmin, admin ,',
    });
    expect(config).toMatchObject({
      logFormat: 'pretty',
      shutdownGraceMs: 3000,
      metricsToken: 'a-long-metrics-token',
      twoFactor: { requiredRoles: ['superadmin', 'admin'] },
    });
    expect(failure({ REQUIRE_2FA_ROLES: 'admin,editor' })).toContain('REQUIRE_2FA_ROLES ("admin,editor"): must list roles from: superadmin, admin, author');
    expect(failure({ LOG_FORMAT: 'xml' })).toContain('LOG_FORMAT ("xml"): must be json or pretty');
    expect(failure({ METRICS_TOKEN: 'short-token' })).toBe('Invalid configuration:\n  - METRICS_TOKEN: must be at least 16 characters (it has 11)');
  });

  it('reads the settings for more than one process: Redis, server processes and S3 storage', () => {
    const secret = 'x'.repeat(32);
    expect(loadConfig({}).redis).toBeUndefined();
    expect(loadConfig({}).webConcurrency).toBe(1);
    expect(loadConfig({}).storage).toEqual({ driver: 'local' });
    expect(loadConfig({ JWT_SECRET: secret, REDIS_URL: ' redis://127.0.0.1:6379/2 ' }).redis).toEqual({ url: 'redis://127.0.0.1:6379/2', keyPrefix: 'csec:' });
    expect(loadConfig({ JWT_SECRET: secret, WEB_CONCURRENCY: 'auto' }).webConcurrency).toBe(os.availableParallelism());
    expect(loadConfig({ JWT_SECRET: secret, WEB_CONCURRENCY: '3' }).webConcurrency).toBe(3);
    const s3 = {
      JWT_SECRET: secret,
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:8333',
      S3_BUCKET: 'csec-uploads',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'key',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PUBLIC_URL: 'https://cdn.example.com/uploads/',
    };
    expect(loadConfig(s3).storage).toEqual({
      driver: 's3',
      endpoint: 'http://127.0.0.1:8333',
      region: 'us-east-1',
      bucket: 'csec-uploads',
      credentials: { accessKeyId: 'id', secretAccessKey: 'key' },
      forcePathStyle: true,
      publicUrl: 'https://cdn.example.com/uploads',
    });
    expect(failure({ ...s3, S3_BUCKET: '' })).toContain('S3_BUCKET');
    expect(failure({ ...s3, S3_SECRET_ACCESS_KEY: '' })).toContain('  - S3_ACCESS_KEY_ID ("id"): is set without S3_SECRET_ACCESS_KEY: set both');
    expect(failure({ REDIS_URL: 'localhost:6379', JWT_SECRET: secret })).toContain('REDIS_URL: must be a redis:// or rediss:// address');
    expect(failure({ WEB_CONCURRENCY: '0' })).toContain('WEB_CONCURRENCY ("0")');
  });

  it('refuses to start more than one process without a JWT_SECRET they all share', () => {
    const line = (reason: string) =>
      `Invalid configuration:\n  - JWT_SECRET (not set): must be set when ${reason}, so that every process signs and checks tokens with the same secret`;
    expect(failure({ REDIS_URL: 'redis://127.0.0.1:6379' })).toBe(line('REDIS_URL is set'));
    expect(failure({ STORAGE_DRIVER: 's3', S3_BUCKET: 'csec-uploads' })).toBe(line('STORAGE_DRIVER is s3'));
    expect(failure({ WEB_CONCURRENCY: '2' })).toBe(line('WEB_CONCURRENCY is above 1'));
    expect(loadConfig({ WEB_CONCURRENCY: '1' }).jwt.secret).toBeUndefined();
  });

  it('lists every bad setting, one line each', () => {
    expect(failure({ PORT: 'abc', JWT_SECRET: 'short', LEADS_MAX_PER_HOUR: 'many' }).split('\n')).toEqual([
      'Invalid configuration:',
      '  - PORT ("abc"): must be a whole number from 1 to 65535',
      '  - JWT_SECRET: must be at least 32 characters (it has 5)',
      '  - LEADS_MAX_PER_HOUR ("many"): must be a whole number from 1 to 100000',
    ]);
  });
});
