import * as path from 'node:path';
import { PUBLIC_TEXTS, REGISTRATION_FORM_PATH } from '@csec/contracts';
import { ConfigError, loadConfig } from './load-config';

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
});
