import { Inject, Injectable } from '@nestjs/common';
import type { CookieOptions } from 'express';
import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { resolveJwtSecret } from './jwt-secret';

const NAME_PREFIX = 'csec_device_';
const LIFETIME_SECONDS = 365 * 24 * 60 * 60;
/** Sent with login requests only: nothing else reads it. */
export const DEVICE_COOKIE_PATH = '/api/login';
const VERSION = 'v1';

/** A cookie to set: its name, value and attributes. */
export interface DeviceCookie {
  name: string;
  value: string;
  options: CookieOptions;
}

/**
 * Device cookies (OWASP "Slow Down Online Guessing Attacks with Device Cookies"): a successful
 * login gives the browser a cookie naming the account and a random nonce, signed with HMAC-SHA256
 * under a key derived from the JWT secret (HKDF), so only this server makes valid ones. A later
 * login to that account carrying it comes from a device the owner used, which the login throttle
 * counts apart from strangers (login-throttle.service.ts).
 *
 * One cookie per account (its name is a keyed hash of the e-mail, which shows no address), so
 * people sharing a browser each keep theirs. Value: `<e-mail, base64url>.<nonce>.<issued, unix
 * seconds>.<signature>`; it is refused when the signature, the e-mail or its age (a year) is wrong.
 * HttpOnly (no script reads it), SameSite=Strict (no other site's page sends it), Secure when
 * PUBLIC_URL is https, Path=/api/login.
 */
@Injectable()
export class DeviceCookies {
  private readonly key: Buffer;
  private readonly secure: boolean;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.key = Buffer.from(hkdfSync('sha256', resolveJwtSecret(config), Buffer.alloc(0), 'csec device cookie', 32));
    this.secure = config.publicUrl.startsWith('https:');
  }

  /** The cookie's name for an account, by its normalised e-mail. */
  nameFor(email: string): string {
    return NAME_PREFIX + this.mac(`name:${email}`).toString('hex').slice(0, 16);
  }

  /** A new cookie for the account (a fresh nonce each time), to set on a successful login's answer. */
  issue(email: string, nowMs = Date.now()): DeviceCookie {
    const payload = [VERSION, base64url(Buffer.from(email)), base64url(randomBytes(16)), String(Math.floor(nowMs / 1000))].join('.');
    return {
      name: this.nameFor(email),
      value: `${payload.slice(VERSION.length + 1)}.${base64url(this.mac(payload))}`,
      options: { httpOnly: true, sameSite: 'strict', secure: this.secure, path: DEVICE_COOKIE_PATH, maxAge: LIFETIME_SECONDS * 1000 },
    };
  }

  /**
   * The nonce of the request's valid cookie for this account (its `Cookie` header), or null when it
   * has none, or one that is forged, altered, another account's or older than a year.
   */
  trustedNonce(email: string, cookieHeader: string | undefined, nowMs = Date.now()): string | null {
    const value = cookieValue(cookieHeader, this.nameFor(email));
    const parts = value?.split('.');
    if (!parts || parts.length !== 4) return null;
    const [account, nonce, issued, signature] = parts;
    // Compared as text: a second spelling of the same bytes (base64url's spare bits) is refused too.
    const expected = Buffer.from(base64url(this.mac([VERSION, account, nonce, issued].join('.'))));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    if (Buffer.from(account, 'base64url').toString() !== email) return null;
    const ageSeconds = nowMs / 1000 - Number(issued);
    return ageSeconds >= 0 && ageSeconds <= LIFETIME_SECONDS ? nonce : null;
  }

  private mac(text: string): Buffer {
    return createHmac('sha256', this.key).update(text).digest();
  }
}

function base64url(bytes: Buffer): string {
  return bytes.toString('base64url');
}

/** One cookie's value from a Cookie header (`a=1; b=2`); the first when a name repeats. */
function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const pair of header?.split(';') ?? []) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
}
