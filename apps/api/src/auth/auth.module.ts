import { Module } from '@nestjs/common';
import { JwtModule, JwtModuleOptions } from '@nestjs/jwt';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { UsersModule } from '../users/users.module';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { resolveJwtSecret } from './jwt-secret';
import { LoginThrottleService } from './login-throttle.service';

@Module({
  imports: [
    JwtModule.registerAsync({
      global: true,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): JwtModuleOptions => ({
        secret: resolveJwtSecret(config),
        // HS256 only: tokens signed with another algorithm, or with none, are refused.
        signOptions: { algorithm: 'HS256', expiresIn: expiresIn(config.jwt.expiresIn) },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
    UsersModule,
  ],
  controllers: [AuthController],
  providers: [AuthService, LoginThrottleService],
})
export class AuthModule {}

/** '8h' stays a string for jsonwebtoken; a bare number means seconds. */
function expiresIn(value: string): number | `${number}${'s' | 'm' | 'h' | 'd'}` {
  return /^\d+$/.test(value) ? Number(value) : (value as `${number}${'s' | 'm' | 'h' | 'd'}`);
}
