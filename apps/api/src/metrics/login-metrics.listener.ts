import { Injectable } from '@nestjs/common';
import { On } from '../common/events/on.decorator';
import { LoginFailedEvent } from '../auth/events/login-failed.event';
import { MetricsService } from './metrics.service';

/** Counts logins and refused logins from the auth module's events. */
@Injectable()
export class LoginMetricsListener {
  constructor(private readonly metrics: MetricsService) {}

  @On('auth.login-succeeded')
  succeeded(): void {
    this.metrics.logins.inc();
  }

  @On('auth.login-failed')
  failed(event: LoginFailedEvent): void {
    // Two labels, as documented: every refused second-factor code (wrong, used, for another time) is `totp`.
    this.metrics.loginFailures.inc({ reason: event.reason === 'credentials' ? 'credentials' : 'totp' });
  }
}
