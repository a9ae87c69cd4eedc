import { createSecretKey } from 'node:crypto';
import { Module } from '@nestjs/common';
import { JwtModule, JwtModuleOptions } from '@nestjs/jwt';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { UsersModule } from '../users/users.module';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { resolveJwtSecret } from './jwt-secret';
import { LoginThrottleService } from './login-throttle.service';
import { DeviceCookies } from './device-cookies';
import { PasswordCheckThrottleService } from './password-check-throttle.service';
import { CodeAttemptsService } from './two-factor/code-attempts.service';
import { Session } from './sessions/session.entity';
import { SessionsController } from './sessions/sessions.controller';
import { SessionsRepository } from './sessions/sessions.repository';
import { SessionsService } from './sessions/sessions.service';
import { RecoveryCode } from './two-factor/recovery-code.entity';
import { UserTwoFactor } from './two-factor/two-factor.entity';
import { TwoFactorController } from './two-factor/two-factor.controller';
import { TwoFactorRepository } from './two-factor/two-factor.repository';
import { TwoFactorService } from './two-factor/two-factor.service';

/** Owns login, the `sessions` table and two-factor login (`user_two_factor`, `recovery_codes`). */
@Module({
  imports: [
    JwtModule.registerAsync({
      global: true,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): JwtModuleOptions => ({
        // A KeyObject, not the string: given a string, jsonwebtoken first tries to read it as a PEM public
        // key on every verify and throws, which cost 0.57 ms of CPU per authenticated request (a third of
        // users/me's time under load: 503 req/s). The same bytes, so tokens signed before stay valid.
        secret: createSecretKey(Buffer.from(resolveJwtSecret(config))),
        // HS256 only: tokens signed with another algorithm, or with none, are refused.
        signOptions: { algorithm: 'HS256', expiresIn: expiresIn(config.jwt.expiresIn) },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
    TypeOrmModule.forFeature([Session, UserTwoFactor, RecoveryCode]),
    UsersModule,
  ],
  controllers: [AuthController, SessionsController, TwoFactorController],
  providers: [
    AuthService,
    LoginThrottleService,
    DeviceCookies,
    PasswordCheckThrottleService,
    SessionsService,
    SessionsRepository,
    TwoFactorService,
    TwoFactorRepository,
    CodeAttemptsService,
  ],
  // The app-wide JwtAuthGuard checks every request's session and, where a role requires it, two-factor enrolment.
  exports: [SessionsService, TwoFactorService],
})
export class AuthModule {}

/** '8h' stays a string for jsonwebtoken; a bare number means seconds. */
function expiresIn(value: string): number | `${number}${'s' | 'm' | 'h' | 'd'}` {
  return /^\d+$/.test(value) ? Number(value) : (value as `${number}${'s' | 'm' | 'h' | 'd'}`);
}
