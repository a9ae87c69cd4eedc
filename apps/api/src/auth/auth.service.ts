import { Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { API_MESSAGES } from '@csec/contracts';
import { UsersService } from '../users/users.service';
import { normalizeEmail } from '../users/identity';
import { LoginThrottleService } from './login-throttle.service';
import { PasswordService } from '../users/password.service';
import type { TokenPayload } from './token-payload';
import { coded } from '../common/http/coded';
import { LoginFailedEvent } from './events/login-failed.event';
import { LoginSucceededEvent } from './events/login-succeeded.event';

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly passwords: PasswordService,
    private readonly throttle: LoginThrottleService,
    private readonly jwt: JwtService,
    private readonly events: EventEmitter2,
  ) {}

  /** One answer for a wrong e-mail and a wrong password, after the same amount of work. */
  async login(rawEmail: string, password: string, ip: string): Promise<string> {
    // LoginDto has normalised it already; again here so no other caller can give a variant its own throttle count.
    const email = normalizeEmail(rawEmail);
    await this.throttle.assertAllowed(email, ip);
    const account = await this.users.findCredentialsByEmail(email);
    const valid = await this.passwords.verify(account?.passwordHash, password);
    if (!account || !valid) {
      await this.throttle.recordFailure(email, ip);
      await this.events.emitAsync(LoginFailedEvent.NAME, new LoginFailedEvent(email, ip, 'credentials'));
      throw new UnauthorizedException(coded('auth.invalid_credentials', API_MESSAGES.invalidCredentials));
    }
    await this.throttle.recordSuccess(email, ip);
    await this.events.emitAsync(LoginSucceededEvent.NAME, new LoginSucceededEvent(account.id, account.username, ip));
    const payload: TokenPayload = { sub: account.id };
    return this.jwt.signAsync(payload);
  }
}
