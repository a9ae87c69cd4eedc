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

  it('keeps repeated parameters apart from single ones', () => {
    expect(get('/api/blogs/publish', { page: ['1', '2'] })).not.toBe(get('/api/blogs/publish', { page: '1' }));
  });

  it('does not cache staff routes or writes', () => {
    expect(get('/api/blogs')).toBeUndefined();
    expect(get('/api/users')).toBeUndefined();
    expect(cacheKeyOf({ method: 'POST', path: '/api/categories', query: {} } as never)).toBeUndefined();
  });
});
