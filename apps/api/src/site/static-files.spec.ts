import * as path from 'node:path';
import { cacheControlFor, resolveInside } from './static-files';

describe('cacheControlFor', () => {
  it.each(['main.6865d67358d635d9f331.js', '144.c4307ad20708a7a5ef25.js', 'logo.1a2b3c4d.svg', 'app-0123456789abcdef.css'])(
    'keeps %s for a year: its name changes with its content',
    (name) => {
      expect(cacheControlFor(name)).toBe('public, max-age=31536000, immutable');
    },
  );

  it.each(['index.html', 'mf-manifest.json', 'remoteEntry.js', 'robots.txt', 'logo.svg', 'cafe.js'])(
    'has %s revalidated: its name stays the same across builds',
    (name) => {
      expect(cacheControlFor(name)).toBe('no-cache');
    },
  );
});

describe('resolveInside', () => {
  const root = path.resolve('/srv/site/dist');

  it('maps a URL path to a file under the root', () => {
    expect(resolveInside(root, '/assets/logo%20dark.svg')).toBe(path.join(root, 'assets', 'logo dark.svg'));
  });

  it.each(['/../secret.txt', '/..%2fsecret.txt', '/%2e%2e/%2e%2e/etc/passwd', '/assets/../../secret.txt'])('keeps %s inside the root', (urlPath) => {
    const file = resolveInside(root, urlPath);
    expect(file === undefined || file.startsWith(root + path.sep)).toBe(true);
  });

  it.each(['/', '/%E0%A4%A', '/file%00.js'])('refuses %s', (urlPath) => {
    expect(resolveInside(root, urlPath)).toBeUndefined();
  });
});
