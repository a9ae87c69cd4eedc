import { Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import { DataSource } from 'typeorm';
import { PublicCacheService } from '../common/cache/public-cache.service';
import { queryErrorsOf } from '../database/database-logger';

/**
 * The application's Prometheus metrics, in a registry of its own rather than prom-client's global
 * one (the e2e specs run several applications in one process), with prom-client's process metrics.
 * Counts kept elsewhere, by the public cache and the database logger, are read when scraped.
 */
@Injectable()
export class MetricsService {
  private readonly registry = new Registry();

  readonly requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by method, route pattern ("unmatched": no route answered) and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });

  readonly logins = new Counter({ name: 'auth_logins_total', help: 'Successful logins', registers: [this.registry] });

  readonly loginFailures = new Counter({
    name: 'auth_login_failures_total',
    help: 'Refused logins, by reason (credentials: wrong e-mail or password; totp: wrong or missing second-factor code)',
    labelNames: ['reason'] as const,
    registers: [this.registry],
  });

  constructor(cache: PublicCacheService, dataSource: DataSource) {
    collectDefaultMetrics({ register: this.registry });
    new Counter({
      name: 'public_cache_hits_total',
      help: 'Public answers and pages served from the public cache',
      registers: [this.registry],
      collect() {
        this.reset();
        this.inc(cache.lookups().hits);
      },
    });
    new Counter({
      name: 'public_cache_misses_total',
      help: 'Public answers and pages looked up in the public cache and not found there',
      registers: [this.registry],
      collect() {
        this.reset();
        this.inc(cache.lookups().misses);
      },
    });
    new Counter({
      name: 'db_query_errors_total',
      help: 'Database queries that failed, by driver error code',
      labelNames: ['code'] as const,
      registers: [this.registry],
      collect() {
        this.reset();
        for (const [code, count] of queryErrorsOf(dataSource)) this.inc({ code }, count);
      },
    });
  }

  /** Every metric in Prometheus' text format (Registry.PROMETHEUS_CONTENT_TYPE). */
  render(): Promise<string> {
    return this.registry.metrics();
  }
}
