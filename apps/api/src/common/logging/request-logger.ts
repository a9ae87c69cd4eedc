import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, RequestHandler } from 'express';
import type { Logger } from 'pino';
// nestjs-pino's Logger reads the request's logger from here; its own middleware is not mounted (logging.module.ts).
import { storage, Store } from 'nestjs-pino/storage';
import { withoutPreviewToken } from '@csec/contracts';
import type { AuthUser } from '../guards/auth-user';
import { REQUEST_ID_HEADER, requestIdFor } from './request-id';

/** Paths longer than this are cut in the log: the line stays one readable line. */
const PATH_MAX = 512;

/**
 * One line per request once its answer is sent (or the client gave up): `reqId`, `method`, `path`
 * (without the query), `status`, `responseTime` in ms and, when a token named the caller, `userId`;
 * at `error` level for a 5xx, else `info`, and only when LOG_LEVEL lets `info` through. Never a
 * header, the query or a body: tokens, passwords and codes travel there; nor a preview link's
 * token, the one secret that travels in a path. The id comes from the
 * caller's X-Request-Id when it is a safe token, and is sent back in that header; every Nest log
 * call made while the request is handled carries it as `reqId`.
 *
 * pino-http writes the same line at about three times the cost per request (measured on cached
 * public reads), so the line is written here.
 */
export function requestLogger(root: Logger): RequestHandler {
  return (req: Request & { user?: AuthUser }, res, next) => storage.run(new Store(logRequest(root, req, res)), next);
}

/** Gives the request its id (answered in X-Request-Id) and its log line once it is closed; answers the request's logger. */
export function logRequest(root: Logger, req: LoggedRequest, res: ServerResponse): Logger {
  const reqId = requestIdFor(req.headers['x-request-id']);
  res.setHeader(REQUEST_ID_HEADER, reqId);
  const log = root.child({ reqId });
  logWhenClosed(log, req, res);
  return log;
}

/** Writes the request's line once it is closed, when LOG_LEVEL lets `info` through; for answers given outside Express too (cache-hits.ts). */
export function logWhenClosed(log: Logger, req: LoggedRequest, res: ServerResponse): void {
  if (!log.isLevelEnabled('info')) return;
  const started = Date.now();
  const { method } = req;
  const path = loggedPath(req.originalUrl ?? req.url ?? '/');
  res.once('close', () => {
    const line = { method, path, status: res.statusCode, responseTime: Date.now() - started, userId: req.user?.id };
    const message = res.writableFinished ? 'request completed' : 'request aborted';
    if (res.statusCode >= 500) log.error(line, message);
    else log.info(line, message);
  });
}

type LoggedRequest = IncomingMessage & { user?: AuthUser; originalUrl?: string };

/** The request's path as the log shows it: no query, no preview token, at most PATH_MAX characters. */
export function loggedPath(url: string): string {
  const query = url.indexOf('?');
  const path = withoutPreviewToken(query === -1 ? url : url.slice(0, query));
  return path.length > PATH_MAX ? `${path.slice(0, PATH_MAX)}...` : path;
}
