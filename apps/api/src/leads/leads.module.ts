import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { Lead } from './lead.entity';
import { LeadThrottleService } from './lead-throttle.service';
import { DEFAULT_WEBHOOK_TIMING, LEAD_WEBHOOK_OPTIONS, LeadWebhookListener, LeadWebhookOptions } from './lead-webhook.listener';
import { LeadsController } from './leads.controller';
import { LeadsRepository } from './leads.repository';
import { LeadsService } from './leads.service';

/** Owns the `leads` table: registration and contact requests from the public site. */
@Module({
  imports: [TypeOrmModule.forFeature([Lead])],
  controllers: [LeadsController],
  providers: [
    LeadsService,
    LeadsRepository,
    LeadThrottleService,
    LeadWebhookListener,
    {
      provide: LEAD_WEBHOOK_OPTIONS,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): LeadWebhookOptions => ({
        url: config.leads.webhookUrl,
        timeoutMs: DEFAULT_WEBHOOK_TIMING.timeoutMs,
        retryDelaysMs: [...DEFAULT_WEBHOOK_TIMING.retryDelaysMs],
      }),
    },
  ],
  exports: [LeadsService],
})
export class LeadsModule {}
