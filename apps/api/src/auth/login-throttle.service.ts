import { Inject, Injectable } from '@nestjs/common';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { API_MESSAGES } from '@csec/contracts';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { clientKey } from '../common/http/client-key';
import { TooManyRequestsException } from '../common/http/too-many-requests.exception';
import { RateLimiters, secondsToWait } from '../common/limits/rate-limiters';

/** Where a login attempt comes from. */
export interface LoginSource {
  /** The client's address (req.ip behind TRUST_PROXY); counted by its limit key (an IPv6 /64). */
  ip: string | undefined;
  /** The nonce of a valid device cookie for the account tried (device-cookies.ts), or null. */
  device: string | null;
}

/** How an attempt was let in: from a device the account logged in with before, or as an untrusted source. */
export type LoginStanding = 'trusted' | 'untrusted';

/**
 * Counts failed logins (wrong passwords; wrong second-factor codes have their own budget, in
 * two-factor/code-attempts.service.ts), following OWASP's "Slow Down Online Guessing Attacks with
 * Device Cookies", so guessing is slow and strangers cannot lock anyone out:
 * - a device trusted for the account (it logged in to it before and holds its signed cookie) is
 *   counted only on its own budget, LOGIN_MAX_PER_EMAIL failures per window; once that is used up
 *   it is trusted no more until the window passes, and is counted like any other source;
 * - an untrusted source is refused when any of three counts is used up: one e-mail from one client
 *   (LOGIN_MAX_PER_EMAIL, 5), one e-mail from every client together (LOGIN_MAX_PER_ACCOUNT, 100: a
 *   distributed guess), one client across e-mails (LOGIN_MAX_PER_IP, 20). Strangers can use up the
 *   second; the owner's own device never waits for it.
 * A client is an IPv4 address or an IPv6 /64 (common/http/client-key.ts). The e-mail arrives
 * normalised (users/identity.ts), so variants of one address share a count.
 */
@Injectable()
export class LoginThrottleService {
  private readonly perPair: RateLimiterAbstract;
  private readonly perAccount: RateLimiterAbstract;
  private readonly perClient: RateLimiterAbstract;
  private readonly perDevice: RateLimiterAbstract;

  constructor(@Inject(APP_CONFIG) config: Pick<AppConfig, 'loginThrottle'>, limiters: RateLimiters) {
    const { maxPerEmail, maxPerAccount, maxPerIp, windowMs } = config.loginThrottle;
    const windowSeconds = Math.ceil(windowMs / 1000);
    this.perPair = limiters.create({ keyPrefix: 'login-pair', points: maxPerEmail, windowSeconds });
    this.perAccount = limiters.create({ keyPrefix: 'login-account', points: maxPerAccount, windowSeconds });
    this.perClient = limiters.create({ keyPrefix: 'login-client', points: maxPerIp, windowSeconds });
    this.perDevice = limiters.create({ keyPrefix: 'login-device', points: maxPerEmail, windowSeconds });
  }

  /** Lets the attempt in, answering how it is counted; throws 429 with the seconds to wait when its counts are used up. */
  async admit(email: string, source: LoginSource): Promise<LoginStanding> {
    if (source.device && (await secondsToWait(this.perDevice, source.device)) === 0) return 'trusted';
    const waits = await Promise.all(this.untrusted(email, source).map(([limiter, key]) => secondsToWait(limiter, key)));
    const wait = Math.max(...waits);
    if (wait > 0) throw new TooManyRequestsException(API_MESSAGES.tooManyAttempts(wait), wait);
    return 'untrusted';
  }

  /**
   * A trusted device's failure counts on its own budget (and on the e-mail from that client, so a
   * device trusted no more finds that count used up too); an untrusted one on all three counts.
   */
  async recordFailure(email: string, source: LoginSource, standing: LoginStanding): Promise<void> {
    const counts: [RateLimiterAbstract, string][] =
      standing === 'trusted' && source.device ? [[this.perDevice, source.device], this.untrusted(email, source)[0]] : this.untrusted(email, source);
    await Promise.all(counts.map(([limiter, key]) => limiter.penalty(key)));
  }

  /**
   * A success clears that e-mail's count from that client and the device's own (not the client's,
   * and not the account-wide one a stranger may be running up).
   */
  async recordSuccess(email: string, source: LoginSource): Promise<void> {
    await this.perPair.delete(pairKey(email, source.ip));
    if (source.device) await this.perDevice.delete(source.device);
  }

  private untrusted(email: string, source: LoginSource): [RateLimiterAbstract, string][] {
    return [
      [this.perPair, pairKey(email, source.ip)],
      [this.perAccount, email],
      [this.perClient, clientKey(source.ip)],
    ];
  }
}

const pairKey = (email: string, ip: string | undefined) => `${email}|${clientKey(ip)}`;
