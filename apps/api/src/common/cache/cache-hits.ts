import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import * as path from 'node:path';
import * as querystring from 'node:querystring';
import type { Express, Request, Response } from 'express';
import type { Logger } from 'pino';
import { logRequest, logWhenClosed } from '../logging/request-logger';
import { REQUEST_ID_HEADER, requestIdFor } from '../logging/request-id';
import { timeRequest, type RequestDuration } from '../../metrics/request-metrics';
import { pageCacheKey } from '../../site/page-cache-key';
import type { CachedResponse, PublicCacheService } from './public-cache.service';
import { cacheKeyOf, JSON_TYPE, sendCached } from './public-cache.middleware';

export interface CacheHitDeps {
  cache: PublicCacheService;
  /** Sets a page's security headers, its policy with a nonce of its own (security-headers.ts). */
  setSecurityHeaders: (path: string, res: ServerResponse) => void;
  /** Every API answer's security headers, flat, as writeHead() takes them (security-headers.ts). */
  apiHeaders: readonly string[];
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
 * send (sendCached; JSON is written by answerJson with the same headers, in one writeHead()). A miss, and any request with a body, goes the usual way, where the cache is
 * looked up again, the miss counted and the answer kept.
 */
export function answerCacheHitsFirst(app: Express, deps: CacheHitDeps): RequestListener {
  return (req: IncomingMessage, res: ServerResponse) => {
    const found = cachedAnswer(req, deps.cache);
    if (!found) {
      app(req, res);
      return;
    }
    if (found.type === JSON_TYPE) {
      // Express's own negotiation (the accepts package), on the bare request: it reads only its headers.
      answerJson(req, res, found.entry, deps, (encoding) => Boolean(app.request.acceptsEncodings.call(req as Request, encoding)));
      return;
    }
    // A page: its nonce work is sendCached's, which takes Express's request and response, as app.handle gives them.
    const request = Object.setPrototypeOf(req, app.request) as Request;
    const response = Object.setPrototypeOf(res, app.response) as Response;
    request.res = response;
    response.req = request;
    response.locals = Object.create(null) as Record<string, unknown>;
    logRequest(deps.root, request, response);
    timeRequest(deps.duration, 'GET', response, () => undefined);
    deps.setSecurityHeaders(found.path, response);
    sendCached(request, response, found.entry, found.type, 'HIT');
  };
}

/**
 * Cached JSON with the headers sendCached() gives it, written in one writeHead() from a list (the
 * API answers' security headers are the same on every one): 304 when the client holds it, else
 * the body, compressed when the client takes the stored copy's encoding.
 */
function answerJson(req: IncomingMessage, res: ServerResponse, entry: CachedResponse, deps: CacheHitDeps, accepts: (encoding: string) => boolean): void {
  const reqId = requestIdFor(req.headers['x-request-id']);
  if (deps.root.isLevelEnabled('info')) logWhenClosed(deps.root.child({ reqId }), req, res);
  timeRequest(deps.duration, 'GET', res, () => entry.route);
  const headers = [REQUEST_ID_HEADER, reqId, ...deps.apiHeaders];
  if (entry.etag) headers.push('ETag', entry.etag);
  headers.push('Cache-Control', 'no-cache', 'X-Cache', 'HIT');
  if (entry.etag && req.headers['if-none-match'] === entry.etag) {
    res.writeHead(304, headers).end();
    return;
  }
  const encoding =
    req.headers['accept-encoding'] === undefined ? undefined : entry.br && accepts('br') ? 'br' : entry.gzip && accepts('gzip') ? 'gzip' : undefined;
  const body = (encoding && entry[encoding]) || entry.body;
  headers.push('Content-Type', JSON_TYPE, 'Vary', 'Accept-Encoding');
  if (encoding) headers.push('Content-Encoding', encoding);
  headers.push('Content-Length', String(body.length));
  res.writeHead(entry.status, headers).end(body);
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
