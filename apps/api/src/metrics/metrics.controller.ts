import { Controller, Get, Header, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { Registry } from 'prom-client';
import { Public } from '../common/decorators/public.decorator';
import { FailureBody } from '../common/http/failure-body';
import { MetricsAccessGuard } from './metrics-access.guard';
import { MetricsService } from './metrics.service';

@ApiTags('health')
@Controller('metrics')
export class MetricsController {
  constructor(private readonly metrics: MetricsService) {}

  // Not a staff route: the access guard below decides, by address or METRICS_TOKEN, not by a login token.
  @Public()
  @UseGuards(MetricsAccessGuard)
  @Get()
  @Header('Content-Type', Registry.PROMETHEUS_CONTENT_TYPE)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'Prometheus metrics: request durations by route and status, failed database queries, public cache hits and misses, logins',
    description: 'Answered to clients on the same host, or to others presenting METRICS_TOKEN as a bearer token.',
  })
  @ApiBearerAuth()
  @ApiOkResponse({ description: "Prometheus' text exposition format", content: { 'text/plain': { schema: { type: 'string' } } } })
  @ApiUnauthorizedResponse({ type: FailureBody, description: 'Not from this host, and no or a wrong METRICS_TOKEN' })
  @ApiForbiddenResponse({ type: FailureBody, description: 'Not from this host, and no METRICS_TOKEN is configured' })
  scrape(): Promise<string> {
    return this.metrics.render();
  }
}
