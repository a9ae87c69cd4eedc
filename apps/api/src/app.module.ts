import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import type { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { LoggingModule } from './common/logging/logging.module';
import { EventsModule } from './common/events/events.module';
import { DatabaseModule } from './database/database.module';
import { TransactionsModule } from './database/transactions.module';
import { AuthModule } from './auth/auth.module';
import { UsersModule } from './users/users.module';
import { CategoriesModule } from './categories/categories.module';
import { BlogsModule } from './blogs/blogs.module';
import { UploadsModule } from './uploads/uploads.module';
import { CacheModule } from './common/cache/cache.module';
import { LimitsModule } from './common/limits/limits.module';
import { RedisModule } from './common/redis/redis.module';
import { SyncModule } from './common/sync/sync.module';
import { ClockModule } from './common/time/clock.module';
import { SiteModule } from './site/site.module';
import { LeadsModule } from './leads/leads.module';
import { WebhooksModule } from './webhooks/webhooks.module';
import { IntegrationsModule } from './integrations/integrations.module';
import { ActivityModule } from './activity/activity.module';
import { MetricsModule } from './metrics/metrics.module';
import { HealthController } from './health/health.controller';
import { JwtAuthGuard } from './common/guards/jwt-auth.guard';
import { RolesGuard } from './common/guards/roles.guard';
import { AllExceptionsFilter } from './common/http/all-exceptions.filter';
import { EnvelopeInterceptor } from './common/http/envelope.interceptor';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggingModule.forRoot(config),
        // Domain events between modules (common/events/app-events.ts); listeners run before a write answers.
        EventsModule,
        // The one Clock every service reads "now" from when a stored time decides an answer.
        ClockModule,
        // The shared Redis (REDIS_URL) and what the processes tell each other through it or the cluster's primary.
        RedisModule,
        SyncModule,
        CacheModule,
        LimitsModule,
        DatabaseModule,
        // One transaction around a change and its before-commit effects, across modules.
        TransactionsModule,
        AuthModule,
        UsersModule,
        CategoriesModule,
        BlogsModule,
        UploadsModule,
        LeadsModule,
        WebhooksModule,
        IntegrationsModule,
        ActivityModule,
        SiteModule,
        MetricsModule,
      ],
      controllers: [HealthController],
      providers: [
        // Guards run in this order: who is calling, then whether their role may.
        { provide: APP_GUARD, useClass: JwtAuthGuard },
        { provide: APP_GUARD, useClass: RolesGuard },
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
        { provide: APP_INTERCEPTOR, useClass: EnvelopeInterceptor },
      ],
    };
  }
}
