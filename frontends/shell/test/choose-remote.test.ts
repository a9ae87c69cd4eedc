import { remoteForPath } from '../src/remotes/choose-remote';

describe('remoteForPath', () => {
  it.each(['/dashboard', '/dashboard/', '/dashboard/user', '/dashboard/blog/edit/some-post', '/login/admin', '/login/admin/'])(
    'gives %s to the admin remote',
    (path) => {
      expect(remoteForPath(path)).toBe('admin');
    },
  );

  it.each([
    '/',
    '/about',
    '/blog',
    '/blog/dashboard',
    '/blog/tag/insight',
    '/product/csec-defense',
    '/login',
    '/dashboards',
    '/login/administrator',
    '/no/such/page',
  ])('gives %s to the public site', (path) => {
    expect(remoteForPath(path)).toBe('public_site');
  });
});
