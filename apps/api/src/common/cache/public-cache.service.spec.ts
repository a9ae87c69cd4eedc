import * as zlib from 'node:zlib';
import { CACHE_TTL_MS, PublicCacheService } from './public-cache.service';

const withBudget = (maxBytes: number) => new PublicCacheService({ publicCache: { maxBytes } });

describe('PublicCacheService', () => {
  let cache: PublicCacheService;
  afterEach(() => cache.onModuleDestroy());

  it('keeps an answer with a stable ETag until a write invalidates it', () => {
    cache = withBudget(1_000_000);
    const stored = cache.set('/api/blogs/publish', Buffer.from('{"a":1}'), cache.currentGeneration());
    expect(stored?.etag).toMatch(/^".+"$/);
    expect(cache.get('/api/blogs/publish')?.etag).toBe(stored?.etag);
    cache.invalidate();
    expect(cache.get('/api/blogs/publish')).toBeUndefined();
    expect(cache.size()).toEqual({ entries: 0, bytes: 0 });
  });

  it('does not store an answer computed before a write', () => {
    cache = withBudget(1_000_000);
    const generation = cache.currentGeneration();
    cache.invalidate();
    expect(cache.set('/k', Buffer.from('old'), generation)).toBeUndefined();
    expect(cache.get('/k')).toBeUndefined();
  });

  it('counts lookups that found an answer and those that did not (none stored, expired, cleared)', () => {
    cache = withBudget(1_000_000);
    expect(cache.get('/k')).toBeUndefined();
    cache.set('/k', Buffer.from('x'), cache.currentGeneration(), 200, '/api/k');
    expect(cache.get('/k')?.route).toBe('/api/k');
    expect(cache.get('/k')).toBeDefined();
    expect(cache.get('/k', Date.now() + CACHE_TTL_MS + 1000)).toBeUndefined();
    cache.set('/k', Buffer.from('x'), cache.currentGeneration());
    cache.invalidate();
    expect(cache.get('/k')).toBeUndefined();
    expect(cache.lookups()).toEqual({ hits: 2, misses: 3 });
  });

  it('expires entries after their time to live, and the sweep frees them without a read', () => {
    cache = withBudget(1_000_000);
    cache.set('/k', Buffer.from('x'), cache.currentGeneration());
    cache.set('/other', Buffer.from('y'), cache.currentGeneration());
    expect(cache.get('/k', Date.now() + CACHE_TTL_MS + 1000)).toBeUndefined();
    cache.sweep(Date.now() + CACHE_TTL_MS + 1000);
    expect(cache.size()).toEqual({ entries: 0, bytes: 0 });
  });

  it('stays within its byte budget, dropping the least recently used first', () => {
    cache = withBudget(10_000);
    const body = Buffer.alloc(2_000, 'a');
    for (const key of ['/a', '/b', '/c', '/d']) cache.set(key, body, cache.currentGeneration());
    cache.get('/a');
    cache.set('/e', body, cache.currentGeneration());
    expect(cache.size().bytes).toBeLessThanOrEqual(10_000);
    expect(cache.get('/a')).toBeDefined();
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.get('/e')).toBeDefined();
  });

  it('refuses an answer larger than a quarter of the budget', () => {
    cache = withBudget(10_000);
    expect(cache.set('/big', Buffer.alloc(3_000), cache.currentGeneration())).toBeUndefined();
    expect(cache.size().entries).toBe(0);
  });

  it('counts a replaced entry once', () => {
    cache = withBudget(1_000_000);
    cache.set('/k', Buffer.alloc(100), cache.currentGeneration());
    cache.set('/k', Buffer.alloc(100), cache.currentGeneration());
    expect(cache.size().entries).toBe(1);
    expect(cache.size().bytes).toBe(100 + 4 + 200);
  });

  it('keeps Brotli and gzip copies of answers over 1 KB, made once and counted in the budget', () => {
    cache = withBudget(1_000_000);
    const body = Buffer.from(JSON.stringify({ data: Array.from({ length: 200 }, (_, i) => ({ title: `Post ${i}` })) }));
    const entry = cache.set('/big', body, cache.currentGeneration());
    expect(zlib.brotliDecompressSync(entry!.br!)).toEqual(body);
    expect(zlib.gunzipSync(entry!.gzip!)).toEqual(body);
    expect(cache.size().bytes).toBe(body.length + entry!.br!.length + entry!.gzip!.length + '/big'.length * 2 + 200);
    expect(cache.set('/small', Buffer.from('{}'), cache.currentGeneration())?.br).toBeUndefined();
  });
});
