import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BlogsModule } from '../blogs/blogs.module';
import { Webhook } from './webhook.entity';
import { WebhookAttempt } from './webhook-attempt.entity';
import { WebhookDelivery } from './webhook-delivery.entity';
import { WebhookOutboxListener } from './webhook-outbox.listener';
import { WebhookSender } from './webhook-sender';
import { WebhooksController } from './webhooks.controller';
import { WebhooksRepository } from './webhooks.repository';
import { WebhooksService } from './webhooks.service';

/**
 * Owns `webhooks`, `webhook_deliveries` and `webhook_attempts`. Hears the blogs and leads modules'
 * events (before their commit: the outbox) and reads a post's public fields through PublicBlogsService.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Webhook, WebhookDelivery, WebhookAttempt]), BlogsModule],
  controllers: [WebhooksController],
  providers: [WebhooksService, WebhooksRepository, WebhookSender, WebhookOutboxListener],
})
export class WebhooksModule {}
