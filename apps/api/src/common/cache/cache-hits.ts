import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import * as path from 'node:path';
import * as querystring from 'node:querystring';
import type { Express, Request } from 'express';
import type { Logger } from 'pino';
import { logWhenClosed } from '../logging/request-logger';
import { REQUEST_ID_HEADER, requestIdFor } from '../logging/request-id';
import { newNonce } from '../http/csp-nonce';
import type { SecurityHeaders } from '../http/security-headers';
import { timeRequest, type RequestDuration } from '../../metrics/request-metrics';
import { pageCacheKey } from '../../site/page-cache-key';
import type { CachedResponse, PublicCacheService } from './public-cache.service';
import { cachedReply, endWithBody } from './cached-reply';
import { cacheKeyOf, JSON_TYPE } from './public-cache.middleware';

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
 * same answer, ETag and 304 (cachedReply(), which sendCached() in the cache middleware and the site
 * send too), written in one writeHead() from a list. A miss, and any request with a body, goes the
 * usual way, where the cache is looked up again, the miss counted and the answer kept.
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
    const reply = cachedReply(hit.entry, hit.type, 'HIT', { ifNoneMatch: req.headers['if-none-match'], accepts }, newNonce);
    const security = hit.type === JSON_TYPE ? deps.headers.api : deps.headers.page(hit.path, reply.nonce ?? newNonce());
    endWithBody(res.writeHead(reply.status, [REQUEST_ID_HEADER, reqId, ...security, ...reply.headers]), reply.body);
  };
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
