import { Module } from '@nestjs/common';
import { LoginMetricsListener } from './login-metrics.listener';
import { MetricsAccessGuard } from './metrics-access.guard';
import { MetricsController } from './metrics.controller';
import { MetricsService } from './metrics.service';

/** Prometheus metrics at GET /api/metrics; request timing is mounted by createApp (useRequestMetrics). */
@Module({
  controllers: [MetricsController],
  providers: [MetricsService, MetricsAccessGuard, LoginMetricsListener],
})
export class MetricsModule {}
