import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { EventBus } from '../common/events/event-bus';
import { API_MESSAGES, SECURITY_MESSAGES } from '@csec/contracts';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { UsersService } from '../users/users.service';
import { normalizeEmail } from '../users/identity';
import { LoginThrottleService, type LoginSource } from './login-throttle.service';
import { PasswordService } from '../users/password.service';
import type { TokenPayload } from './token-payload';
import { coded } from '../common/http/coded';
import { LoginFailedEvent } from './events/login-failed.event';
import { LoginSucceededEvent } from './events/login-succeeded.event';
import { SessionsService } from './sessions/sessions.service';
import { CODE_REFUSALS, TwoFactorService } from './two-factor/two-factor.service';

export interface LoginAttempt {
  email: string;
  password: string;
  /** A TOTP code or a recovery code, for an account with two-factor login. */
  code?: string;
  ip: string;
  userAgent: string | undefined;
  /** The nonce of the request's valid device cookie for this account (DeviceCookies.trustedNonce), or null. */
  device: string | null;
}

export interface LoginResult {
  token: string;
  /** The account's role must use two-factor login and it is not on yet: nothing else works until it is. */
  twoFactorSetupRequired: boolean;
}

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly passwords: PasswordService,
    private readonly throttle: LoginThrottleService,
    private readonly jwt: JwtService,
    private readonly events: EventBus,
    private readonly sessions: SessionsService,
    private readonly twoFactor: TwoFactorService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * One answer for a wrong e-mail and a wrong password, after the same amount of work. Wrong
   * passwords count toward the login throttle (where the owner's own devices are counted apart);
   * with two-factor login on, a right password without a code answers `auth.totp_required`, and
   * codes count toward the account's code lock, not the password budget.
   */
  async login(attempt: LoginAttempt): Promise<LoginResult> {
    // LoginDto has normalised it already; again here so no other caller can give a variant its own throttle count.
    const email = normalizeEmail(attempt.email);
    const { ip } = attempt;
    const source: LoginSource = { ip, device: attempt.device };
    const standing = await this.throttle.admit(email, source);
    const account = await this.users.findCredentialsByEmail(email);
    const valid = await this.passwords.verify(account?.passwordHash, attempt.password);
    if (!account || !valid) {
      await this.throttle.recordFailure(email, source, standing);
      await this.events.emit('auth.login-failed', new LoginFailedEvent(email, ip, 'credentials'));
      throw new UnauthorizedException(coded('auth.invalid_credentials', API_MESSAGES.invalidCredentials));
    }
    const twoFactorOn = await this.twoFactor.isEnabled(account.id);
    if (twoFactorOn) {
      if (!attempt.code) {
        await this.twoFactor.assertOpen(account);
        throw new UnauthorizedException(coded('auth.totp_required', SECURITY_MESSAGES.totpRequired));
      }
      const verdict = await this.twoFactor.check(account, attempt.code, ip);
      if (verdict !== 'valid') {
        const { code, message, loginFailure } = CODE_REFUSALS[verdict];
        await this.events.emit('auth.login-failed', new LoginFailedEvent(email, ip, loginFailure));
        throw new UnauthorizedException(coded(code, message));
      }
    }
    await this.throttle.recordSuccess(email, source);
    const sid = await this.sessions.start(account.id, ip, attempt.userAgent);
    await this.events.emit('auth.login-succeeded', new LoginSucceededEvent(account.id, account.username, ip));
    const payload: TokenPayload = { sub: account.id, sid };
    return {
      token: await this.jwt.signAsync(payload),
      twoFactorSetupRequired: !twoFactorOn && this.config.twoFactor.requiredRoles.includes(account.role),
    };
  }
}
