import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { LoginFailedEvent } from '../auth/events/login-failed.event';
import { LoginSucceededEvent } from '../auth/events/login-succeeded.event';
import { MetricsService } from './metrics.service';

/** Counts logins and refused logins from the auth module's events. */
@Injectable()
export class LoginMetricsListener {
  constructor(private readonly metrics: MetricsService) {}

  @OnEvent(LoginSucceededEvent.NAME)
  succeeded(): void {
    this.metrics.logins.inc();
  }

  @OnEvent(LoginFailedEvent.NAME)
  failed(event: LoginFailedEvent): void {
    this.metrics.loginFailures.inc({ reason: event.reason });
  }
}
