import type { NextFunction, Request, Response } from 'express';
import { PublicCacheService } from './public-cache.service';

/** Public reads that are the same for every visitor; staff routes are never cached. */
const CACHEABLE = [/^\/api\/blogs\/publish(\/|$|\?)/, /^\/api\/categories(\?|$)/, /^\/api\/site-config(\?|$)/];

/**
 * Express middleware in front of Nest: a hit is answered from memory (with ETag/304) without
 * entering the Nest pipeline; a miss goes through and its 200 JSON answer is kept.
 */
export function publicCacheMiddleware(cache: PublicCacheService) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.method !== 'GET' || !CACHEABLE.some((pattern) => pattern.test(req.originalUrl))) return next();
    const key = req.originalUrl;
    const hit = cache.get(key);
    if (hit) {
      send(req, res, hit.body, hit.etag, 'HIT');
      return;
    }
    const generation = cache.currentGeneration();
    const json = res.json.bind(res);
    res.json = (body: unknown) => {
      if (res.statusCode !== 200) return json(body);
      const buffer = Buffer.from(JSON.stringify(body));
      const entry = cache.set(key, buffer, generation);
      if (!entry) return json(body);
      send(req, res, entry.body, entry.etag, 'MISS');
      return res;
    };
    next();
  };
}

function send(req: Request, res: Response, body: Buffer, etag: string, state: 'HIT' | 'MISS'): void {
  res.setHeader('ETag', etag);
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('X-Cache', state);
  if (req.headers['if-none-match'] === etag) {
    res.status(304).end();
    return;
  }
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', body.length);
  res.status(200).end(body);
}
