import { Inject, Injectable } from '@nestjs/common';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { API_MESSAGES } from '@csec/contracts';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { TooManyRequestsException } from '../common/http/too-many-requests.exception';

/**
 * Counts failed logins in three windows, so guessing is slow and strangers cannot lock anyone out:
 * - one e-mail from one IP (LOGIN_MAX_PER_EMAIL, 5): the usual brute-force brake;
 * - one e-mail from every IP (LOGIN_MAX_PER_ACCOUNT, 100): a distributed guess, high enough that
 *   a stranger's five wrong passwords never stop the owner from logging in from their own address;
 * - one IP across e-mails (LOGIN_MAX_PER_IP, 20): one client trying many accounts.
 * The e-mail arrives normalised (users/identity.ts), so variants of one address share a count.
 * Memory store: one API process. Several replicas swap in rate-limiter-flexible's Redis store.
 */
@Injectable()
export class LoginThrottleService {
  private readonly perPair: RateLimiterMemory;
  private readonly perAccount: RateLimiterMemory;
  private readonly perIp: RateLimiterMemory;

  constructor(@Inject(APP_CONFIG) config: Pick<AppConfig, 'loginThrottle'>) {
    const { maxPerEmail, maxPerAccount, maxPerIp, windowMs } = config.loginThrottle;
    const duration = Math.ceil(windowMs / 1000);
    this.perPair = new RateLimiterMemory({ keyPrefix: 'login-pair', points: maxPerEmail, duration });
    this.perAccount = new RateLimiterMemory({ keyPrefix: 'login-account', points: maxPerAccount, duration });
    this.perIp = new RateLimiterMemory({ keyPrefix: 'login-ip', points: maxPerIp, duration });
  }

  /** Throws 429 with the seconds to wait when any of the three counts is used up. */
  async assertAllowed(email: string, ip: string): Promise<void> {
    const waits = await Promise.all(this.limits(email, ip).map(([limiter, key]) => this.waitFor(limiter, key)));
    const wait = Math.max(...waits);
    if (wait > 0) throw new TooManyRequestsException(API_MESSAGES.tooManyAttempts(wait), wait);
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    await Promise.all(this.limits(email, ip).map(([limiter, key]) => limiter.penalty(key)));
  }

  /** A success clears that e-mail's count from that IP (not the IP's, and not the account-wide one a stranger may be running up). */
  async recordSuccess(email: string, ip: string): Promise<void> {
    await this.perPair.delete(pairKey(email, ip));
  }

  private limits(email: string, ip: string): [RateLimiterMemory, string][] {
    return [
      [this.perPair, pairKey(email, ip)],
      [this.perAccount, email],
      [this.perIp, ip],
    ];
  }

  private async waitFor(limiter: RateLimiterMemory, key: string): Promise<number> {
    const state = await limiter.get(key);
    if (!state || state.consumedPoints < limiter.points) return 0;
    return Math.max(1, Math.ceil(state.msBeforeNext / 1000));
  }
}

const pairKey = (email: string, ip: string) => `${email}|${ip}`;
