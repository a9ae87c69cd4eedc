import { loadConfig } from '../config/load-config';
import { DEVICE_COOKIE_PATH, DeviceCookies } from './device-cookies';

describe('DeviceCookies', () => {
  const secret = 'a-jwt-secret-of-at-least-32-characters';
  const devices = new DeviceCookies(loadConfig({ JWT_SECRET: secret }));
  const YEAR_MS = 365 * 24 * 60 * 60_000;
  const header = (name: string, value: string) => `theme=dark; ${name}=${value}; other=1`;

  it('trusts the cookie it issued for that account, and answers its nonce', () => {
    const cookie = devices.issue('owner@x.test');
    const nonce = devices.trustedNonce('owner@x.test', header(cookie.name, cookie.value));
    expect(nonce).toMatch(/^[\w-]{22}$/);
    expect(cookie.value.split('.')[1]).toBe(nonce);
    expect(devices.issue('owner@x.test').value).not.toBe(cookie.value);
  });

  it('names one cookie per account by a keyed hash, showing no e-mail', () => {
    const name = devices.nameFor('owner@x.test');
    expect(name).toMatch(/^csec_device_[0-9a-f]{16}$/);
    expect(devices.nameFor('other@x.test')).not.toBe(name);
    expect(new DeviceCookies(loadConfig({ JWT_SECRET: `${secret}-2` })).nameFor('owner@x.test')).not.toBe(name);
  });

  it('is HttpOnly, SameSite=Strict, for the login path only and a year long; Secure only when PUBLIC_URL is https', () => {
    expect(devices.issue('owner@x.test').options).toEqual({ httpOnly: true, sameSite: 'strict', secure: false, path: DEVICE_COOKIE_PATH, maxAge: YEAR_MS });
    expect(DEVICE_COOKIE_PATH).toBe('/api/login');
    const https = new DeviceCookies(loadConfig({ JWT_SECRET: secret, PUBLIC_URL: 'https://www.csec.co.id' }));
    expect(https.issue('owner@x.test').options.secure).toBe(true);
  });

  it("does not trust another account's cookie, even under this account's name", () => {
    const other = devices.issue('other@x.test');
    expect(devices.trustedNonce('owner@x.test', header(other.name, other.value))).toBeNull();
    expect(devices.trustedNonce('owner@x.test', header(devices.nameFor('owner@x.test'), other.value))).toBeNull();
  });

  it('does not trust an altered, forged or malformed cookie, nor one signed under another JWT secret', () => {
    const { name, value } = devices.issue('owner@x.test');
    const [account, nonce, issued, signature] = value.split('.');
    const flip = (text: string, at: number) => text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1);
    for (const bad of [
      [account, nonce, issued, flip(signature, 10)].join('.'),
      // The last character's spare bits: the same bytes spelt another way.
      [account, nonce, issued, signature.slice(0, -1) + String.fromCharCode(signature.charCodeAt(signature.length - 1) ^ 1)].join('.'),
      [account, 'another-nonce-of-mine', issued, signature].join('.'),
      [account, nonce, String(Number(issued) + 1), signature].join('.'),
      [account, nonce, issued].join('.'),
      '',
      'garbage',
    ]) {
      expect(devices.trustedNonce('owner@x.test', header(name, bad))).toBeNull();
    }
    const elsewhere = new DeviceCookies(loadConfig({ JWT_SECRET: `${secret}-2` }));
    expect(elsewhere.trustedNonce('owner@x.test', header(elsewhere.nameFor('owner@x.test'), value))).toBeNull();
    expect(devices.trustedNonce('owner@x.test', undefined)).toBeNull();
  });

  it('stops trusting a cookie a year after it was issued', () => {
    const issuedAt = Date.UTC(2026, 0, 1);
    const { name, value } = devices.issue('owner@x.test', issuedAt);
    expect(devices.trustedNonce('owner@x.test', header(name, value), issuedAt + YEAR_MS - 1000)).not.toBeNull();
    expect(devices.trustedNonce('owner@x.test', header(name, value), issuedAt + YEAR_MS + 1000)).toBeNull();
    expect(devices.trustedNonce('owner@x.test', header(name, value), issuedAt - 60_000)).toBeNull();
  });
});
