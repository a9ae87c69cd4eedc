import { DynamicModule, Module } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { RequestHandler } from 'express';
import { Logger, LoggerModule } from 'nestjs-pino';
import type { AppConfig } from '../../config/app-config';
import { createRootLogger } from './root-logger';
import { requestLogger } from './request-logger';

const REQUEST_LOGGER = Symbol('REQUEST_LOGGER');
/** The root pino logger, for answers given outside Express (cache-hits.ts). */
export const ROOT_LOGGER = Symbol('ROOT_LOGGER');

/** Structured logs: every Nest log call and one line per request, through one pino logger (root-logger.ts). */
@Module({})
export class LoggingModule {
  static forRoot(config: AppConfig): DynamicModule {
    const root = createRootLogger(config);
    return {
      module: LoggingModule,
      imports: [
        LoggerModule.forRoot({
          pinoHttp: { logger: root },
          // createApp mounts the request logger (request-logger.ts) ahead of every other handler; nestjs-pino's own
          // middleware would come after the public cache and the site, and as a Nest middleware it would be an Express
          // route matching every path, which would then name unmatched requests in the metrics (route-pattern.ts).
          useExisting: true,
          forRoutes: [],
        }),
      ],
      providers: [
        { provide: REQUEST_LOGGER, useValue: requestLogger(root) },
        { provide: ROOT_LOGGER, useValue: root },
      ],
      exports: [REQUEST_LOGGER, ROOT_LOGGER],
    };
  }
}

/**
 * Sends Nest's log calls (`new Logger(...)` everywhere) to pino, including those held since start-up
 * (bufferLogs), and mounts the request logger. Call right after creating the app, before any other
 * handler, so every answer gets a request id and a log line: cache hits, refused bodies, pages, uploads.
 */
export function useStructuredLogs(app: NestExpressApplication): void {
  app.useLogger(app.get(Logger));
  app.use(app.get<RequestHandler>(REQUEST_LOGGER));
}
