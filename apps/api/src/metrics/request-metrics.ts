import type { NestExpressApplication } from '@nestjs/platform-express';
import type { ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import type { Histogram } from 'prom-client';
import { routePatternOf } from '../common/http/route-pattern';
import { MetricsService } from './metrics.service';

/** The route label of answers no route gave (pages, files, unknown paths, refused bodies): raw paths would be unbounded. */
const UNMATCHED_ROUTE = 'unmatched';

export type RequestDuration = Histogram<'method' | 'route' | 'status'>;

/** Times each request to its last byte and records it under its method, route pattern and status. */
export function requestMetrics(duration: RequestDuration): RequestHandler {
  return (req, res, next) => {
    timeRequest(duration, req.method, res, () => routePatternOf(req, res));
    next();
  };
}

/** Times one request from now, to be recorded under the route `routeOf` names once answered; for answers given outside Express too (cache-hits.ts). */
export function timeRequest(duration: RequestDuration, method: string, res: ServerResponse, routeOf: () => string | undefined): void {
  const started = process.hrtime.bigint();
  res.once('finish', () => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    duration.observe({ method, route: routeOf() ?? UNMATCHED_ROUTE, status: String(res.statusCode) }, seconds);
  });
}

/** Mounts the request timing; call before any other handler, so cache hits and refusals are timed too. */
export function useRequestMetrics(app: NestExpressApplication): void {
  app.use(requestMetrics(app.get(MetricsService).requestDuration));
}
