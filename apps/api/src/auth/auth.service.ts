import { Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { API_MESSAGES } from '@csec/contracts';
import { UsersService } from '../users/users.service';
import { LoginThrottleService } from './login-throttle.service';
import { PasswordService } from '../users/password.service';
import type { TokenPayload } from './token-payload';

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly passwords: PasswordService,
    private readonly throttle: LoginThrottleService,
    private readonly jwt: JwtService,
  ) {}

  /** One answer for a wrong e-mail and a wrong password, after the same amount of work. */
  async login(email: string, password: string, ip: string): Promise<string> {
    this.throttle.assertAllowed(email, ip);
    const account = await this.users.findCredentialsByEmail(email);
    const valid = await this.passwords.verify(account?.passwordHash, password);
    if (!account || !valid) {
      this.throttle.recordFailure(email, ip);
      throw new UnauthorizedException(API_MESSAGES.invalidCredentials);
    }
    this.throttle.recordSuccess(email);
    const payload: TokenPayload = { sub: account.id };
    return this.jwt.signAsync(payload);
  }
}
