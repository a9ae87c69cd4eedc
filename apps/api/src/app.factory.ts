import type { Server } from 'node:http';
import type { Express } from 'express';
import type { Logger } from 'pino';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { AppConfig } from './config/app-config';
import { AppModule } from './app.module';
import { createValidationPipe } from './common/http/validation.pipe';
import { bodyParsers } from './common/http/body-parsers';
import { databaseContext } from './database/sqlite-turns';
import { requestContext } from './common/http/request-context';
import { setupSwagger } from './swagger';
import { PublicCacheService } from './common/cache/public-cache.service';
import { publicCacheMiddleware } from './common/cache/public-cache.middleware';
import { UncachedWorkService } from './common/cache/uncached-work.service';
import { serveUploads } from './uploads/serve-uploads';
import { mountSite } from './site/mount-site';
import { createSecurityHeaders, securityHeaders, type SecurityHeaders } from './common/http/security-headers';
import { answerCacheHitsFirst } from './common/cache/cache-hits';
import { ROOT_LOGGER } from './common/logging/logging.module';
import { MetricsService } from './metrics/metrics.service';
import { useStructuredLogs } from './common/logging/logging.module';
import { useRequestMetrics } from './metrics/request-metrics';

export const API_PREFIX = 'api';

/** Builds the whole application; main.ts and the e2e specs share it. */
export async function createApp(config: AppConfig): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    logger: config.logLevels,
    // Held until pino takes over (useStructuredLogs), so the start-up lines are JSON too.
    bufferLogs: true,
    // Nest's own parsers take 100 KB bodies and inflate gzip; ours pick the limit per route (common/http/body-parsers.ts).
    bodyParser: false,
  });
  // First: every answer (cache hits, refused bodies, pages, uploads) gets a request id, a log line and a timing.
  useStructuredLogs(app);
  useRequestMetrics(app);
  app.set('trust proxy', trustProxyValue(config.trustProxy));
  app.disable('x-powered-by');
  const headers = createSecurityHeaders(config);
  app.use(securityHeaders(headers));
  app.use(bodyParsers());
  app.use(databaseContext);
  app.use(requestContext);
  app.setGlobalPrefix(API_PREFIX);
  app.useGlobalPipes(createValidationPipe());
  app.use(publicCacheMiddleware(app.get(PublicCacheService), app.get(UncachedWorkService)));
  serveUploads(app, config);
  setupSwagger(app);
  // Before init(): Nest appends its catch-all 404 there, and pages must be reached first.
  mountSite(app, config);
  await app.init();
  answerCacheHitsAhead(app, headers);
  return app;
}

/** Cached public JSON and pages are answered ahead of Express's router (common/cache/cache-hits.ts). */
function answerCacheHitsAhead(app: NestExpressApplication, headers: SecurityHeaders): void {
  const server: Server = app.getHttpServer();
  const express: Express = app.getHttpAdapter().getInstance();
  if (!server.listeners('request').includes(express)) throw new Error('The HTTP server does not hand its requests to Express');
  server.removeListener('request', express);
  server.on(
    'request',
    answerCacheHitsFirst(express, {
      cache: app.get(PublicCacheService),
      headers,
      root: app.get<Logger>(ROOT_LOGGER),
      duration: app.get(MetricsService).requestDuration,
    }),
  );
}

function trustProxyValue(value: string): boolean | number | string {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return /^\d+$/.test(value) ? Number(value) : value;
}
