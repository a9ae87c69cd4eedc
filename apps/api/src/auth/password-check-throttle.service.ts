import { Inject, Injectable } from '@nestjs/common';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { API_MESSAGES } from '@csec/contracts';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { clientKey } from '../common/http/client-key';
import { TooManyRequestsException } from '../common/http/too-many-requests.exception';
import { RateLimiters, secondsToWait } from '../common/limits/rate-limiters';

/**
 * Wrong passwords typed where a signed-in action asks for the password again (turning two-factor
 * login off), counted like login's: LOGIN_MAX_PER_EMAIL per account and LOGIN_MAX_PER_IP per client
 * (an IPv4 address or IPv6 /64) in LOGIN_WINDOW_MINUTES, then 429 with Retry-After. Apart from
 * login's counters: strangers' failed logins must not block the owner here, and a stolen token
 * guessing here must not block the owner's login.
 */
@Injectable()
export class PasswordCheckThrottleService {
  private readonly perAccount: RateLimiterAbstract;
  private readonly perClient: RateLimiterAbstract;

  constructor(@Inject(APP_CONFIG) config: Pick<AppConfig, 'loginThrottle'>, limiters: RateLimiters) {
    const { maxPerEmail, maxPerIp, windowMs } = config.loginThrottle;
    const windowSeconds = Math.ceil(windowMs / 1000);
    this.perAccount = limiters.create({ keyPrefix: 'password-check-account', points: maxPerEmail, windowSeconds });
    this.perClient = limiters.create({ keyPrefix: 'password-check-client', points: maxPerIp, windowSeconds });
  }

  /** Throws 429 with the seconds to wait when the account's or the client's failures are used up. */
  async assertAllowed(userId: number, ip: string | undefined): Promise<void> {
    const waits = await Promise.all([secondsToWait(this.perAccount, String(userId)), secondsToWait(this.perClient, clientKey(ip))]);
    const wait = Math.max(...waits);
    if (wait > 0) throw new TooManyRequestsException(API_MESSAGES.tooManyAttempts(wait), wait);
  }

  async recordFailure(userId: number, ip: string | undefined): Promise<void> {
    await Promise.all([this.perAccount.penalty(String(userId)), this.perClient.penalty(clientKey(ip))]);
  }

  /** The right password clears the account's count (not the client's). */
  async recordSuccess(userId: number): Promise<void> {
    await this.perAccount.delete(String(userId));
  }
}
