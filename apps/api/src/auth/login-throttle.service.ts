import { Inject, Injectable } from '@nestjs/common';
import { API_MESSAGES } from '@csec/contracts';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { TooManyRequestsException } from '../common/http/too-many-requests.exception';

/**
 * Counts failed logins per e-mail and per IP in a sliding window. In memory: one API process.
 * Running several replicas needs this state in Redis (design.md, scale-out).
 */
@Injectable()
export class LoginThrottleService {
  private readonly failures = new Map<string, number[]>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Throws 429 with the seconds to wait when the e-mail or the IP has failed too often. */
  assertAllowed(email: string, ip: string, now = Date.now()): void {
    const { maxPerEmail, maxPerIp } = this.config.loginThrottle;
    const wait = Math.max(this.waitFor(emailKey(email), maxPerEmail, now), this.waitFor(ipKey(ip), maxPerIp, now));
    if (wait > 0) throw new TooManyRequestsException(API_MESSAGES.tooManyAttempts(wait), wait);
  }

  recordFailure(email: string, ip: string, now = Date.now()): void {
    for (const key of [emailKey(email), ipKey(ip)]) {
      const list = this.recent(key, now);
      list.push(now);
      this.failures.set(key, list);
    }
  }

  /** A success clears the e-mail's failures (not the IP's: one IP may try many accounts). */
  recordSuccess(email: string): void {
    this.failures.delete(emailKey(email));
  }

  private waitFor(key: string, max: number, now: number): number {
    const list = this.recent(key, now);
    if (list.length < max) return 0;
    const oldestThatCounts = list[list.length - max];
    return Math.max(1, Math.ceil((oldestThatCounts + this.config.loginThrottle.windowMs - now) / 1000));
  }

  private recent(key: string, now: number): number[] {
    const since = now - this.config.loginThrottle.windowMs;
    const list = (this.failures.get(key) ?? []).filter((t) => t > since);
    if (list.length === 0) this.failures.delete(key);
    else this.failures.set(key, list);
    return list;
  }
}

const emailKey = (email: string) => `e:${email.trim().toLowerCase()}`;
const ipKey = (ip: string) => `i:${ip}`;
