import { cacheKeyOf } from './public-cache.middleware';

const get = (path: string, query: Record<string, unknown> = {}) => cacheKeyOf({ method: 'GET', path, query } as never);

describe('cacheKeyOf', () => {
  it('keeps only the parameters the route reads, in a fixed order', () => {
    expect(get('/api/blogs/publish', { page: '2', v: '1', category: 'Insight' })).toBe('/api/blogs/publish?category="Insight"&page="2"');
    expect(get('/api/blogs/publish', { category: 'Insight', page: '2' })).toBe(get('/api/blogs/publish', { page: '2', category: 'Insight', x: 'y' }));
  });

  it('ignores every parameter on a post, the sidebar, categories and the site config', () => {
    expect(get('/api/blogs/publish/a-post', { v: '12345' })).toBe('/api/blogs/publish/a-post');
    expect(get('/api/blogs/publish/sidebar', { v: '1' })).toBe('/api/blogs/publish/sidebar');
    expect(get('/api/categories', { v: '1' })).toBe('/api/categories');
    expect(get('/api/site-config', { v: '1' })).toBe('/api/site-config');
  });

  it('keys a search by its words in the order the search reads them, so padding it finds the same entry', () => {
    const key = get('/api/blogs/publish', { q: 'zero trust sec' });
    for (const q of ['ab cd zero trust sec', 'TRUST, zero -- sec', '  trust zero zero sec  ']) expect(get('/api/blogs/publish', { q })).toBe(key);
    // The last word is searched as a prefix: it is not one of the sorted ones.
    expect(get('/api/blogs/publish', { q: 'sec zero trust' })).not.toBe(key);
  });

  it('keeps the plain list, a search of no words and a refused search apart', () => {
    const empty = get('/api/blogs/publish', { q: '  ' });
    const noWords = get('/api/blogs/publish', { q: 'ab cd' });
    const tooLong = get('/api/blogs/publish', { q: `${'ab '.repeat(40)}zero` });
    expect(new Set([empty, noWords, tooLong, get('/api/blogs/publish', { q: 'zero' })]).size).toBe(4);
  });

  it('keeps repeated parameters apart from single ones', () => {
    expect(get('/api/blogs/publish', { page: ['1', '2'] })).not.toBe(get('/api/blogs/publish', { page: '1' }));
  });

  it('does not cache staff routes or writes', () => {
    expect(get('/api/blogs')).toBeUndefined();
    expect(get('/api/users')).toBeUndefined();
    expect(cacheKeyOf({ method: 'POST', path: '/api/categories', query: {} } as never)).toBeUndefined();
  });
});
