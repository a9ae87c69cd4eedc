import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import * as path from 'node:path';
import * as querystring from 'node:querystring';
import type { Express, Request, Response } from 'express';
import type { Logger } from 'pino';
import { logRequest } from '../logging/request-logger';
import { markRoutePattern } from '../http/route-pattern';
import { timeRequest, type RequestDuration } from '../../metrics/request-metrics';
import { pageCacheKey } from '../../site/page-cache-key';
import type { CachedResponse, PublicCacheService } from './public-cache.service';
import { cacheKeyOf, JSON_TYPE, sendCached } from './public-cache.middleware';

export interface CacheHitDeps {
  cache: PublicCacheService;
  /** Sets a response's security headers (security-headers.ts). */
  setSecurityHeaders: (path: string, res: ServerResponse) => void;
  root: Logger;
  duration: RequestDuration;
}

const HTML_TYPE = 'text/html; charset=utf-8';

/**
 * The HTTP server's request listener: a GET of public JSON or of a page that the cache holds is
 * answered here, before Express's router; everything else goes to Express (`app`) untouched. On
 * cached public reads the router's walk through the middleware ahead of the cache (logs, metrics,
 * headers, parsers, contexts) was the largest share of the server's time. A hit gets all that those
 * middleware give it: the request id and log line, the timing, the security headers (a page's with
 * its own nonce), and the same cached answer, ETag and 304 as the cache middleware or the site would
 * send (sendCached). A miss, and any request with a body, goes the usual way, where the cache is
 * looked up again, the miss counted and the answer kept.
 */
export function answerCacheHitsFirst(app: Express, deps: CacheHitDeps): RequestListener {
  return (req: IncomingMessage, res: ServerResponse) => {
    const found = cachedAnswer(req, deps.cache);
    if (!found) {
      app(req, res);
      return;
    }
    // What Express's app.handle does before its router: its request and response methods, and locals.
    const request = Object.setPrototypeOf(req, app.request) as Request;
    const response = Object.setPrototypeOf(res, app.response) as Response;
    request.res = response;
    response.req = request;
    response.locals = Object.create(null) as Record<string, unknown>;

    logRequest(deps.root, request, response);
    timeRequest(deps.duration, request, response);
    deps.setSecurityHeaders(found.path, response);
    markRoutePattern(response, found.entry.route);
    sendCached(request, response, found.entry, found.type, 'HIT');
  };
}

/** The cached answer a bodiless GET asks for, its path and query read as Express reads them. */
function cachedAnswer(req: IncomingMessage, cache: PublicCacheService): { entry: CachedResponse; path: string; type: string } | undefined {
  if (req.method !== 'GET' || req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined) return undefined;
  const url = req.url ?? '/';
  const mark = url.indexOf('?');
  const urlPath = mark === -1 ? url : url.slice(0, mark);
  // Express 5's default ('simple') query parser is node:querystring's.
  const query = (mark === -1 ? {} : querystring.parse(url.slice(mark + 1))) as Request['query'];
  const jsonKey = cacheKeyOf({ method: 'GET', path: urlPath, query });
  if (jsonKey !== undefined) {
    const entry = cache.hit(jsonKey);
    return entry && { entry, path: urlPath, type: JSON_TYPE };
  }
  // Files (a path with an extension) and the paths that are never pages go their own ways.
  if (path.posix.extname(urlPath)) return undefined;
  const pageKey = pageCacheKey({ path: urlPath, query });
  const entry = pageKey === undefined ? undefined : cache.hit(pageKey);
  return entry && { entry, path: urlPath, type: HTML_TYPE };
}
