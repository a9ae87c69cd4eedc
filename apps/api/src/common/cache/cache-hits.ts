import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import * as path from 'node:path';
import * as querystring from 'node:querystring';
import type { Express, Request } from 'express';
import type { Logger } from 'pino';
import { logWhenClosed } from '../logging/request-logger';
import { REQUEST_ID_HEADER, requestIdFor } from '../logging/request-id';
import { gzipWithNonce, newNonce, withNonce } from '../http/csp-nonce';
import type { SecurityHeaders } from '../http/security-headers';
import { timeRequest, type RequestDuration } from '../../metrics/request-metrics';
import { pageCacheKey } from '../../site/page-cache-key';
import type { CachedResponse, PublicCacheService } from './public-cache.service';
import { cacheKeyOf, heldNonce, JSON_TYPE, nonceEtag } from './public-cache.middleware';

export interface CacheHitDeps {
  cache: PublicCacheService;
  /** The security headers, computed once (security-headers.ts). */
  headers: SecurityHeaders;
  root: Logger;
  duration: RequestDuration;
}

const HTML_TYPE = 'text/html; charset=utf-8';

interface Hit {
  entry: CachedResponse;
  path: string;
  type: typeof JSON_TYPE | typeof HTML_TYPE;
}

/**
 * The HTTP server's request listener: a GET of public JSON or of a page that the cache holds is
 * answered here, before Express; everything else goes to Express (`app`) untouched. On cached public
 * reads, Express's walk through the middleware ahead of the cache (logs, metrics, headers, parsers,
 * contexts) was the largest share of the server's time, and handing a request Express's prototypes
 * (as app.handle does) slowed what touched it next. A hit gets all that those middleware give it: the
 * request id and log line, the timing, the security headers (a page's with its own nonce), and the
 * same answer, ETag and 304 as sendCached() in the cache middleware or the site would send, written
 * in one writeHead() from a list. A miss, and any request with a body, goes the usual way, where the
 * cache is looked up again, the miss counted and the answer kept.
 */
export function answerCacheHitsFirst(app: Express, deps: CacheHitDeps): RequestListener {
  return (req: IncomingMessage, res: ServerResponse) => {
    const hit = cachedAnswer(req, deps.cache);
    if (!hit) {
      app(req, res);
      return;
    }
    const reqId = requestIdFor(req.headers['x-request-id']);
    if (deps.root.isLevelEnabled('info')) logWhenClosed(deps.root.child({ reqId }), req, res);
    timeRequest(deps.duration, 'GET', res, () => hit.entry.route);
    // Express's own negotiation (the accepts package), on the bare request: it reads only its headers.
    const accepts = (encoding: string) => req.headers['accept-encoding'] !== undefined && Boolean(app.request.acceptsEncodings.call(req as Request, encoding));
    const { entry } = hit;
    if (entry.nonce) {
      answerWithNonce(req, res, hit, entry.nonce, deps, reqId, accepts);
      return;
    }
    const security = hit.type === JSON_TYPE ? deps.headers.api : deps.headers.page(hit.path, newNonce());
    const headers = [REQUEST_ID_HEADER, reqId, ...security];
    // An answer that could not be kept has no ETag; a kept one always has.
    if (entry.etag) headers.push('ETag', entry.etag);
    headers.push('Cache-Control', 'no-cache', 'X-Cache', 'HIT');
    if (entry.etag && req.headers['if-none-match'] === entry.etag) {
      res.writeHead(304, headers).end();
      return;
    }
    const encoding = entry.br && accepts('br') ? 'br' : entry.gzip && accepts('gzip') ? 'gzip' : undefined;
    send(res, headers, (encoding && entry[encoding]) || entry.body, encoding, entry.status, hit.type);
  };
}

/**
 * A cached page whose inline scripts take this response's nonce (sendCached's sendWithNonce): its
 * ETag names the content and the nonce; a revalidation of a copy held with another nonce answers
 * 304 with that nonce in the policy.
 */
function answerWithNonce(
  req: IncomingMessage,
  res: ServerResponse,
  hit: Hit,
  nonce: NonNullable<CachedResponse['nonce']>,
  deps: CacheHitDeps,
  reqId: string,
  accepts: (encoding: string) => boolean,
): void {
  const { entry } = hit;
  const held = entry.etag ? heldNonce(req.headers['if-none-match'], entry.etag) : undefined;
  const value = held ?? newNonce();
  const headers = [REQUEST_ID_HEADER, reqId, ...deps.headers.page(hit.path, value), 'Cache-Control', 'private, no-cache', 'X-Cache', 'HIT'];
  if (entry.etag) headers.push('ETag', nonceEtag(entry.etag, value));
  if (held) {
    res.writeHead(304, headers).end();
    return;
  }
  if (nonce.gzip && accepts('gzip')) send(res, headers, gzipWithNonce(nonce.gzip, value), 'gzip', entry.status, hit.type);
  else send(res, headers, withNonce(entry.body, nonce.at, value), undefined, entry.status, hit.type);
}

function send(res: ServerResponse, headers: string[], body: Buffer, encoding: 'br' | 'gzip' | undefined, status: number, type: string): void {
  headers.push('Content-Type', type, 'Vary', 'Accept-Encoding');
  if (encoding) headers.push('Content-Encoding', encoding);
  headers.push('Content-Length', String(body.length));
  res.writeHead(status, headers).end(body);
}

/** The cached answer a bodiless GET asks for, its path and query read as Express reads them. */
function cachedAnswer(req: IncomingMessage, cache: PublicCacheService): Hit | undefined {
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
