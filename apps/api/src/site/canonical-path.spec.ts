import { canonicalPath } from './page-cache-key';

const at = (path: string, query: Record<string, string | string[]> = {}) => canonicalPath({ path, query });

describe('canonicalPath', () => {
  it('keeps a later page of a list and nothing else', () => {
    expect(at('/blog', { page: '2', utm_source: 'x', q: 'zero' })).toBe('/blog?page=2');
    expect(at('/blog', { page: '1' })).toBe('/blog');
    expect(at('/blog', { page: '02' })).toBe('/blog?page=2');
    expect(at('/blog', { page: '1e3' })).toBe('/blog');
  });

  it('keys the search page by its words as the page reads them: trimmed, spaces collapsed, the first ?q= given', () => {
    expect(at('/blog/search', { q: '  zero   trust ', page: '3' })).toBe('/blog/search?q=zero+trust&page=3');
    expect(at('/blog/search', { q: ['satellite', 'radio'] })).toBe('/blog/search?q=satellite');
    expect(at('/blog/search', { q: 'a'.repeat(150) })).toBe(`/blog/search?q=${'a'.repeat(100)}`);
    expect(at('/blog/search', { q: '   ' })).toBe('/blog/search');
    expect(at('/blog/search', { q: 'x&page=9#y' })).toBe('/blog/search?q=x%26page%3D9%23y');
  });
});
