import { Inject, Injectable } from '@nestjs/common';
import { EventBus } from '../../common/events/event-bus';
import { On } from '../../common/events/on.decorator';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { API_MESSAGES, SECURITY_MESSAGES } from '@csec/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { clientKey } from '../../common/http/client-key';
import { TooManyRequestsException } from '../../common/http/too-many-requests.exception';
import { RateLimiters, secondsToWait } from '../../common/limits/rate-limiters';
import { Clock } from '../../common/time/clock';
import { UserPasswordChangedEvent } from '../../users/events/user-password-changed.event';
import { TwoFactorLockedEvent } from '../events/two-factor-locked.event';
import { lockMsAfter } from './code-lock';
import { TwoFactorRepository } from './two-factor.repository';

/** Reading the count again after losing a race this many times answers "locked" (a flood of parallel guesses). */
const MAX_RACES = 10;

/** The account a code is tried for, as the activity log names it. */
export interface CodeOwner {
  id: number;
  username: string;
}

/**
 * The budget of second-factor codes (TOTP or recovery, at login and at 2fa/disable), apart from the
 * password budget:
 * - per account, in the database (holds across processes and restarts): every 5th wrong code in a
 *   row locks the second factor, with a wait that doubles each time (code-lock.ts); a right code
 *   starts again. A locked attempt is refused unchecked: 429 `auth.totp_locked` with the wait.
 * - per client (an IPv4 address or IPv6 /64), in the limiter store: LOGIN_MAX_PER_IP wrong codes
 *   per LOGIN_WINDOW_MINUTES, against one client trying codes for many accounts.
 * An attempt is counted before its code is checked, so parallel guesses cannot slip past a lock.
 */
@Injectable()
export class CodeAttemptsService {
  private readonly perClient: RateLimiterAbstract;

  constructor(
    private readonly repo: TwoFactorRepository,
    private readonly clock: Clock,
    private readonly events: EventBus,
    @Inject(APP_CONFIG) config: Pick<AppConfig, 'loginThrottle'>,
    limiters: RateLimiters,
  ) {
    const { maxPerIp, windowMs } = config.loginThrottle;
    this.perClient = limiters.create({ keyPrefix: 'code-client', points: maxPerIp, windowSeconds: Math.ceil(windowMs / 1000) });
  }

  /** Refuses (429 `auth.totp_locked`, and an activity row) while the account's second factor is locked. */
  async assertOpen(owner: CodeOwner): Promise<void> {
    const state = await this.repo.codeLock(owner.id);
    const wait = state ? this.secondsLeft(state.lockedUntil) : 0;
    if (wait > 0) await this.refuseLocked(owner, wait, state?.failedCodes ?? 0);
  }

  /**
   * Counts one code attempt for the account and the client, then answers what `check` says of the
   * code. Throws 429 instead, without checking, while either budget is used up.
   */
  async attempt(owner: CodeOwner, ip: string | undefined, check: () => Promise<boolean>): Promise<boolean> {
    const client = clientKey(ip);
    const clientWait = await secondsToWait(this.perClient, client);
    if (clientWait > 0) throw new TooManyRequestsException(API_MESSAGES.tooManyAttempts(clientWait), clientWait);
    const counted = await this.count(owner);
    if (await check()) {
      await this.repo.clearCodeCount(owner.id);
      return true;
    }
    await this.perClient.penalty(client);
    if (counted.lockMs > 0) {
      await this.events.emit('auth.two-factor-locked', new TwoFactorLockedEvent(owner.id, owner.username, counted.lockMs / 1000, true, counted.failures));
    }
    return false;
  }

  /**
   * A new password ends the lock: it stopped guesses by someone who knew the old one, who now
   * cannot reach the code step at all; the owner (or an admin for them) gets back in at once. Part
   * of the password change (before-commit): a new password that left the lock on would not be the
   * change it says it is.
   */
  @On('user.password-changed', { phase: 'before-commit' })
  async onPasswordChanged(event: UserPasswordChangedEvent): Promise<void> {
    await this.repo.clearCodeCount(event.userId);
  }

  /** Counts the attempt as a failure until the code proves right, starting a lock on every 5th. */
  private async count(owner: CodeOwner): Promise<{ failures: number; lockMs: number }> {
    for (let race = 0; race < MAX_RACES; race++) {
      const state = await this.repo.codeLock(owner.id);
      // Two-factor login off: there is nothing to count, and no code can be right.
      if (!state) return { failures: 0, lockMs: 0 };
      const wait = this.secondsLeft(state.lockedUntil);
      if (wait > 0) return this.refuseLocked(owner, wait, state.failedCodes);
      const failures = state.failedCodes + 1;
      const lockMs = lockMsAfter(failures);
      const lockedUntil = lockMs > 0 ? new Date(this.clock.now().getTime() + lockMs) : null;
      if (await this.repo.countCode(owner.id, state.failedCodes, lockedUntil)) return { failures, lockMs };
    }
    return this.refuseLocked(owner, 1, 0);
  }

  private secondsLeft(lockedUntil: Date | null): number {
    const ms = lockedUntil ? lockedUntil.getTime() - this.clock.now().getTime() : 0;
    return ms > 0 ? Math.ceil(ms / 1000) : 0;
  }

  private async refuseLocked(owner: CodeOwner, seconds: number, failures: number): Promise<never> {
    await this.events.emit('auth.two-factor-locked', new TwoFactorLockedEvent(owner.id, owner.username, seconds, false, failures));
    throw new TooManyRequestsException(SECURITY_MESSAGES.totpLocked(seconds), seconds, 'auth.totp_locked');
  }
}
