import type { NextFunction, Request, Response } from 'express';
import { SEARCH_QUERY_MAX } from '@csec/contracts';
import { PublicCacheService, type CachedResponse } from './public-cache.service';
import { gzipWithNonce, isNonce, withNonce } from '../http/csp-nonce';
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
  { path: /^\/api\/blogs\/publish\/?$/, params: ['category', 'limit', 'month', 'page', 'q'] },
  { path: /^\/api\/blogs\/publish\/[^/]+\/?$/, params: [] },
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

/** A cached answer with its ETag; 304 when the client holds it already. Revalidated on every use (no-cache). */
export function sendCached(req: Request, res: Response, entry: CachedResponse, contentType: string, state: 'HIT' | 'MISS'): void {
  if (entry.nonce) return sendWithNonce(req, res, entry, entry.nonce, contentType, state);
  // An answer that could not be kept (a write came in while it was made) has no ETag.
  if (entry.etag) res.setHeader('ETag', entry.etag);
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('X-Cache', state);
  if (entry.etag && req.headers['if-none-match'] === entry.etag) {
    res.status(304).end();
    return;
  }
  const encoding = entry.br && req.acceptsEncodings('br') ? 'br' : entry.gzip && req.acceptsEncodings('gzip') ? 'gzip' : undefined;
  sendBody(res, (encoding && entry[encoding]) || entry.body, encoding, entry.status, contentType);
}

/**
 * A cached page whose inline scripts take this response's CSP nonce: written into the body, or into
 * the gzip copy made for it, at the places recorded when it was stored. Its ETag names the content
 * and the nonce ("<hash>.<nonce>"): a browser revalidating its copy gets a 304 whose policy carries
 * the nonce that copy was served with, since it keeps that copy and takes the 304's headers. It is
 * `private`: a shared cache would hand one nonce to every visitor.
 */
function sendWithNonce(
  req: Request,
  res: Response,
  entry: CachedResponse,
  nonce: NonNullable<CachedResponse['nonce']>,
  contentType: string,
  state: 'HIT' | 'MISS',
): void {
  res.setHeader('Cache-Control', 'private, no-cache');
  res.setHeader('X-Cache', state);
  if (entry.etag) {
    const held = heldNonce(req.headers['if-none-match'], entry.etag);
    if (held) {
      useNonce(res, held);
      res.setHeader('ETag', nonceEtag(entry.etag, held));
      res.status(304).end();
      return;
    }
    res.setHeader('ETag', nonceEtag(entry.etag, cspNonce(res)));
  }
  const value = cspNonce(res);
  if (nonce.gzip && req.acceptsEncodings('gzip')) {
    sendBody(res, gzipWithNonce(nonce.gzip, value), 'gzip', entry.status, contentType);
  } else {
    sendBody(res, withNonce(entry.body, nonce.at, value), undefined, entry.status, contentType);
  }
}

/** `"<hash>"` and a nonce: `"<hash>.<nonce>"`. */
export function nonceEtag(etag: string, nonce: string): string {
  return `${etag.slice(0, -1)}.${nonce}"`;
}

/** The nonce of the copy the client holds, when If-None-Match names this content with one. */
export function heldNonce(ifNoneMatch: string | undefined, etag: string): string | undefined {
  const prefix = `${etag.slice(0, -1)}.`;
  if (!ifNoneMatch?.startsWith(prefix) || !ifNoneMatch.endsWith('"')) return undefined;
  const nonce = ifNoneMatch.slice(prefix.length, -1);
  return isNonce(nonce) ? nonce : undefined;
}

function sendBody(res: Response, body: Buffer, encoding: 'br' | 'gzip' | undefined, status: number, contentType: string): void {
  res.setHeader('Content-Type', contentType);
  res.vary('Accept-Encoding');
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  res.status(status).end(body);
}
