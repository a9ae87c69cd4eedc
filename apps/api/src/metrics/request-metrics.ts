import type { NestExpressApplication } from '@nestjs/platform-express';
import type { RequestHandler } from 'express';
import type { Histogram } from 'prom-client';
import { routePatternOf } from '../common/http/route-pattern';
import { MetricsService } from './metrics.service';

/** The route label of answers no route gave (pages, files, unknown paths, refused bodies): raw paths would be unbounded. */
const UNMATCHED_ROUTE = 'unmatched';

/** Times each request to its last byte and records it under its method, route pattern and status. */
export function requestMetrics(duration: Histogram<'method' | 'route' | 'status'>): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.once('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      duration.observe({ method: req.method, route: routePatternOf(req, res) ?? UNMATCHED_ROUTE, status: String(res.statusCode) }, seconds);
    });
    next();
  };
}

/** Mounts the request timing; call before any other handler, so cache hits and refusals are timed too. */
export function useRequestMetrics(app: NestExpressApplication): void {
  app.use(requestMetrics(app.get(MetricsService).requestDuration));
}
