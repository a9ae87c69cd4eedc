import type { NextFunction, Request, Response } from 'express';
import { SEARCH_QUERY_MAX } from '@csec/contracts';
import { PublicCacheService, type CachedResponse } from './public-cache.service';
import { cachedReply, endWithBody } from './cached-reply';
import { cspNonce, useNonce } from '../http/security-headers';
import { markRoutePattern, routePatternOf } from '../http/route-pattern';
import { searchWords } from '../../blogs/search/search-words';
import { isRenderRequest } from './render-request';
import { isRefusal, sendRefusal, type UncachedWorkService } from './uncached-work.service';

/**
 * Public reads that are the same for every visitor, with the query parameters each route reads;
 * staff routes are never cached. Any other parameter cannot change the answer, so it is left out
 * of the key: made-up query strings cannot fill the cache with copies.
 */
const CACHEABLE: { path: RegExp; params: readonly string[] }[] = [
  { path: /^\/api\/blogs\/publish\/?$/, params: ['category', 'lang', 'limit', 'month', 'page', 'q'] },
  // A post's slug and the sidebar: per language.
  { path: /^\/api\/blogs\/publish\/[^/]+\/?$/, params: ['lang'] },
  { path: /^\/api\/categories\/?$/, params: [] },
  { path: /^\/api\/site-config\/?$/, params: [] },
];

/**
 * The path and the parameters the route reads, in a fixed order; undefined when the request is not
 * cacheable. A search (`q`) is keyed by the words it looks for, in the order the search reads them
 * (searchWords), so the many spellings of one search are one entry and one database search.
 */
export function cacheKeyOf(req: Pick<Request, 'method' | 'path' | 'query'>): string | undefined {
  if (req.method !== 'GET') return undefined;
  const route = CACHEABLE.find((candidate) => candidate.path.test(req.path));
  if (!route) return undefined;
  const params = route.params.filter((name) => req.query[name] !== undefined).map((name) => `${name}=${JSON.stringify(paramKey(name, req.query[name]))}`);
  return params.length > 0 ? `${req.path}?${params.join('&')}` : req.path;
}

/**
 * What a parameter means to its route. `q` as PublicListQuery reads it: trimmed, empty for the
 * plain list, past SEARCH_QUERY_MAX refused (kept raw: the 400 is not cached), else its words.
 */
function paramKey(name: string, value: unknown): unknown {
  if (name !== 'q' || typeof value !== 'string') return value;
  const text = value.trim();
  return text === '' || text.length > SEARCH_QUERY_MAX ? value : searchWords(text);
}

/** Whether the request is a search with words to look for: the database's work, unless cached. */
function isSearch(req: Pick<Request, 'query'>): boolean {
  const words = paramKey('q', req.query.q);
  return Array.isArray(words) && words.length > 0;
}

/**
 * Express middleware in front of Nest: a hit is answered from memory (with ETag/304) without
 * entering the Nest pipeline; a miss goes through and its 200 JSON answer is kept. A missed search
 * from a visitor is uncached work: it waits for a turn, or is refused with 429 or 503.
 */
export function publicCacheMiddleware(cache: PublicCacheService, uncached: UncachedWorkService) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const key = cacheKeyOf(req);
    if (key === undefined) return next();
    const hit = cache.get(key);
    if (hit) {
      markRoutePattern(res, hit.route);
      sendCached(req, res, hit, JSON_TYPE, 'HIT');
      return;
    }
    if (!isSearch(req) || isRenderRequest(req)) return keepAnswer(cache, key, req, res, next);
    uncached.admit(req.ip).then(
      (release) => {
        res.once('close', release);
        keepAnswer(cache, key, req, res, next);
      },
      (error: unknown) => (isRefusal(error) ? sendRefusal(res, error, 'json') : next(error)),
    );
  };
}

/** Lets the request through to Nest and keeps its 200 JSON answer under `key`. */
function keepAnswer(cache: PublicCacheService, key: string, req: Request, res: Response, next: NextFunction): void {
  const generation = cache.currentGeneration();
  const json = res.json.bind(res);
  res.json = (body: unknown) => {
    if (res.statusCode !== 200) return json(body);
    const buffer = Buffer.from(JSON.stringify(body));
    const entry = cache.set(key, buffer, generation, 200, routePatternOf(req, res));
    if (!entry) return json(body);
    sendCached(req, res, entry, JSON_TYPE, 'MISS');
    return res;
  };
  next();
}

export const JSON_TYPE = 'application/json; charset=utf-8';

/** Sends a cached answer (cachedReply()) through Express, where the nonce middleware has drawn the response's nonce. */
export function sendCached(req: Request, res: Response, entry: CachedResponse, contentType: string, state: 'HIT' | 'MISS'): void {
  const request = { ifNoneMatch: req.headers['if-none-match'], accepts: (encoding: string) => Boolean(req.acceptsEncodings(encoding)) };
  const reply = cachedReply(entry, contentType, state, request, () => cspNonce(res));
  if (reply.nonce !== undefined && reply.nonce !== cspNonce(res)) useNonce(res, reply.nonce);
  for (let i = 0; i < reply.headers.length; i += 2) {
    const [name, value] = [reply.headers[i], reply.headers[i + 1]];
    // Merged with what earlier middleware may have named.
    if (name === 'Vary') res.vary(value);
    else res.setHeader(name, value);
  }
  endWithBody(res.status(reply.status), reply.body);
}
