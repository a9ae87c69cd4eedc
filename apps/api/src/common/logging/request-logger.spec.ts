import { loggedPath } from './request-logger';

describe('loggedPath', () => {
  it('leaves out the query, where tokens and codes travel', () => {
    expect(loggedPath('/api/blogs?page=2&query=secret')).toBe('/api/blogs');
  });

  it("leaves out a preview link's token, from the page and from its JSON", () => {
    const token = '0dPq3nW7s8t5b-YH2m1kXo4cJ9aLzUeRvFgTiKyB6Qw';
    expect(loggedPath(`/blog/preview/${token}`)).toBe('/blog/preview/[token]');
    expect(loggedPath(`/api/blogs/preview/${token}?x=1`)).toBe('/api/blogs/preview/[token]');
    expect(loggedPath('/api/blogs/12/preview')).toBe('/api/blogs/12/preview');
    expect(loggedPath('/blog/previewing-the-year')).toBe('/blog/previewing-the-year');
  });

  it('cuts a very long path', () => {
    expect(loggedPath(`/${'a'.repeat(600)}`)).toHaveLength(515);
  });
});
