import { PublicCacheService } from './public-cache.service';

describe('PublicCacheService', () => {
  it('keeps an answer with a stable ETag until a write invalidates it', () => {
    const cache = new PublicCacheService();
    const stored = cache.set('/api/blogs/publish', Buffer.from('{"a":1}'), cache.currentGeneration());
    expect(stored?.etag).toMatch(/^".+"$/);
    expect(cache.get('/api/blogs/publish')?.etag).toBe(stored?.etag);
    cache.invalidate();
    expect(cache.get('/api/blogs/publish')).toBeUndefined();
  });

  it('does not store an answer computed before a write', () => {
    const cache = new PublicCacheService();
    const generation = cache.currentGeneration();
    cache.invalidate();
    expect(cache.set('/k', Buffer.from('old'), generation)).toBeUndefined();
    expect(cache.get('/k')).toBeUndefined();
  });

  it('expires entries after their time to live', () => {
    const cache = new PublicCacheService();
    cache.set('/k', Buffer.from('x'), cache.currentGeneration());
    expect(cache.get('/k', Date.now() + 31_000)).toBeUndefined();
  });
});
