import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Request, RequestHandler, Response } from 'express';
import type { Histogram } from 'prom-client';
import { routePatternOf } from '../common/http/route-pattern';
import { MetricsService } from './metrics.service';

/** The route label of answers no route gave (pages, files, unknown paths, refused bodies): raw paths would be unbounded. */
const UNMATCHED_ROUTE = 'unmatched';

export type RequestDuration = Histogram<'method' | 'route' | 'status'>;

/** Times each request to its last byte and records it under its method, route pattern and status. */
export function requestMetrics(duration: RequestDuration): RequestHandler {
  return (req, res, next) => {
    timeRequest(duration, req, res);
    next();
  };
}

/** Times one request from now; for answers given outside Express too (cache hits, cache-hits.ts). */
export function timeRequest(duration: RequestDuration, req: Request, res: Response): void {
  const started = process.hrtime.bigint();
  res.once('finish', () => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    duration.observe({ method: req.method, route: routePatternOf(req, res) ?? UNMATCHED_ROUTE, status: String(res.statusCode) }, seconds);
  });
}

/** Mounts the request timing; call before any other handler, so cache hits and refusals are timed too. */
export function useRequestMetrics(app: NestExpressApplication): void {
  app.use(requestMetrics(app.get(MetricsService).requestDuration));
}
