import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { EventBus } from '../../common/events/event-bus';
import { generateSecret, generateURI, verifySync } from 'otplib';
import { toDataURL } from 'qrcode';
import { SECURITY_MESSAGES, TWO_FACTOR } from '@csec/contracts';
import type { AuthUser } from '../../common/guards/auth-user';
import { ValidationFailedException } from '../../common/http/validation-failed.exception';
import { coded } from '../../common/http/coded';
import { Transactions } from '../../database/transactions';
import { UsersService } from '../../users/users.service';
import type { LoginFailureReason } from '../events/login-failed.event';
import { TwoFactorChangedEvent } from '../events/two-factor-changed.event';
import { PasswordCheckThrottleService } from '../password-check-throttle.service';
import { CodeAttemptsService, type CodeOwner } from './code-attempts.service';
import { looksLikeTotp, newRecoveryCodes, recoveryCodeHash } from './recovery-codes';
import { TwoFactorRepository } from './two-factor.repository';

/**
 * What a code turned out to be: right; a right code already used (its step or an earlier one logged in
 * before: replay protection); right for a time within CLOCK_OFF_SECONDS of now but outside the
 * tolerance (the device's clock is off, or an old code); or wrong. Only `valid` lets anyone in; the
 * others are failures that count toward the lock, each told in its own words.
 */
export type CodeVerdict = 'valid' | 'used' | 'clock' | 'wrong';

/** How far from now a code is still recognised, to say that the clock is off rather than that the code is wrong. */
const CLOCK_OFF_SECONDS = 10 * 60;

/** One 30-second step either side of now: a phone clock a little off still works (RFC 6238 §5.2). */
const CLOCK_TOLERANCE_SECONDS = 30;

export interface TwoFactorSetup {
  secret: string;
  otpauthUrl: string;
  qrCode: string;
}

/**
 * TOTP two-factor login (RFC 6238) with one-time recovery codes. Every code tried for an enabled
 * account goes through CodeAttemptsService's budget; turning it on or off ends the account's other
 * sessions (TwoFactorChangedEvent).
 */
@Injectable()
export class TwoFactorService {
  constructor(
    private readonly repo: TwoFactorRepository,
    private readonly users: UsersService,
    private readonly codes: CodeAttemptsService,
    private readonly passwordChecks: PasswordCheckThrottleService,
    private readonly events: EventBus,
    private readonly transactions: Transactions,
  ) {}

  isEnabled(userId: number): Promise<boolean> {
    return this.repo.isEnabled(userId);
  }

  async status(userId: number): Promise<{ enabled: boolean; recoveryCodesLeft: number }> {
    const enabled = await this.repo.isEnabled(userId);
    return { enabled, recoveryCodesLeft: enabled ? await this.repo.unusedRecoveryCodes(userId) : 0 };
  }

  /** A new secret to scan; it is used only once `enable` confirms a code made from it. */
  async setup(user: AuthUser): Promise<TwoFactorSetup> {
    if (await this.repo.isEnabled(user.id)) throw new ConflictException(coded('auth.totp_already_enabled', SECURITY_MESSAGES.totpAlreadyEnabled));
    const secret = generateSecret();
    await this.repo.savePending(user.id, secret);
    const otpauthUrl = generateURI({ issuer: TWO_FACTOR.issuer, label: user.email, secret });
    return { secret, otpauthUrl, qrCode: await toDataURL(otpauthUrl, { errorCorrectionLevel: 'M', margin: 1, width: 240 }) };
  }

  /**
   * Confirms set-up with a current code; answers the recovery codes, shown this once. The caller's
   * other sessions end: they were opened with the password alone.
   */
  async enable(actor: AuthUser, code: string): Promise<string[]> {
    const state = await this.repo.findWithSecrets(actor.id);
    if (state?.enabledAt) throw new ConflictException(coded('auth.totp_already_enabled', SECURITY_MESSAGES.totpAlreadyEnabled));
    if (!state?.pendingSecret) throw new ConflictException(coded('auth.totp_not_pending', SECURITY_MESSAGES.totpSetupFirst));
    const step = totpStep(state.pendingSecret, code, null);
    if (step === null) throw refusedCode(isOffClock(state.pendingSecret, code) ? 'clock' : 'wrong');
    const codes = newRecoveryCodes();
    const secret = state.pendingSecret;
    // The caller's other sessions end in the same transaction: if they cannot, two-factor login stays off (5xx).
    await this.transactions.run(async () => {
      await this.repo.enable(actor.id, secret, step, codes.map(recoveryCodeHash));
      await this.events.emit('auth.two-factor-changed', new TwoFactorChangedEvent(actor.id, actor.username, true, actor.sessionId));
    });
    return codes;
  }

  /**
   * Turns it off; needs the account's password (counted like login's: PasswordCheckThrottleService)
   * and a current code or a recovery code (counted toward the code lock). The caller's other sessions end.
   */
  async disable(actor: AuthUser, password: string, code: string, ip: string | undefined): Promise<void> {
    if (!(await this.repo.isEnabled(actor.id))) throw new ConflictException(coded('auth.totp_not_enabled', SECURITY_MESSAGES.totpNotEnabled));
    await this.passwordChecks.assertAllowed(actor.id, ip);
    if (!(await this.users.passwordMatches(actor.id, password))) {
      await this.passwordChecks.recordFailure(actor.id, ip);
      throw new ValidationFailedException({ password: SECURITY_MESSAGES.passwordIncorrect }, 'auth.password_incorrect');
    }
    await this.passwordChecks.recordSuccess(actor.id);
    const verdict = await this.check(actor, code, ip);
    if (verdict !== 'valid') throw refusedCode(verdict);
    // As in enable: if the other sessions cannot end, two-factor login stays on (5xx).
    await this.transactions.run(async () => {
      await this.repo.disable(actor.id);
      await this.events.emit('auth.two-factor-changed', new TwoFactorChangedEvent(actor.id, actor.username, false, actor.sessionId));
    });
  }

  /**
   * What the code is for the account (see verify), counted toward the code budget: throws 429 while
   * the account's second factor is locked or the client has tried too many codes.
   */
  async check(owner: CodeOwner, code: string, ip: string | undefined): Promise<CodeVerdict> {
    let verdict: CodeVerdict = 'wrong';
    await this.codes.attempt(owner, ip, async () => {
      verdict = await this.verify(owner.id, code);
      return verdict === 'valid';
    });
    return verdict;
  }

  /** Throws 429 `auth.totp_locked` while the account's second factor is locked (a login that has not sent a code yet). */
  assertOpen(owner: CodeOwner): Promise<void> {
    return this.codes.assertOpen(owner);
  }

  /** `valid` for the account's current TOTP code never used before, or one of its unused recovery codes (then spent). */
  private async verify(userId: number, code: string): Promise<CodeVerdict> {
    const state = await this.repo.findWithSecrets(userId);
    if (!state?.enabledAt || !state.secret) return 'wrong';
    if (!looksLikeTotp(code)) return (await this.repo.useRecoveryCode(userId, recoveryCodeHash(code))) ? 'valid' : 'wrong';
    const step = totpStep(state.secret, code, state.lastUsedStep);
    // A step another request used meanwhile (useStep refused it) is as used as an older one.
    if (step !== null) return (await this.repo.useStep(userId, step)) ? 'valid' : 'used';
    if (totpStep(state.secret, code, null) !== null) return 'used';
    return isOffClock(state.secret, code) ? 'clock' : 'wrong';
  }
}

/** The time step the code belongs to, or null when it is wrong or not newer than `afterStep`. */
function totpStep(secret: string, code: string, afterStep: number | null): number | null {
  const result = verifySync({
    secret,
    token: code.replace(/\s/g, ''),
    epochTolerance: CLOCK_TOLERANCE_SECONDS,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** True when the code is right for a time within CLOCK_OFF_SECONDS of now, though not for now. */
function isOffClock(secret: string, code: string): boolean {
  return verifySync({ secret, token: code.replace(/\s/g, ''), epochTolerance: CLOCK_OFF_SECONDS }).valid;
}

/** The failure a refused code answers, in the field `code`, with the words of its verdict, and the reason a refused login records. */
export const CODE_REFUSALS = {
  used: { code: 'auth.totp_used', message: SECURITY_MESSAGES.totpUsed, loginFailure: 'totp_used' },
  clock: { code: 'auth.totp_clock', message: SECURITY_MESSAGES.totpClock, loginFailure: 'totp_clock' },
  wrong: { code: 'auth.totp_invalid', message: SECURITY_MESSAGES.totpInvalid, loginFailure: 'totp' },
} as const satisfies Record<Exclude<CodeVerdict, 'valid'>, { code: string; message: string; loginFailure: LoginFailureReason }>;

function refusedCode(verdict: Exclude<CodeVerdict, 'valid'>): BadRequestException {
  const { code, message } = CODE_REFUSALS[verdict];
  return new ValidationFailedException({ code: message }, code);
}
