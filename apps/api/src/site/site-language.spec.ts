import { isPublicPagePath, languageOfPath, pathInLanguage, switchPath, withoutLanguage } from '@csec/contracts';

/** The language rules of libs/contracts/src/site-language.ts, which the server and the public site share. */
describe('site languages', () => {
  it('reads the language from the path: /id and below it are Indonesian, nothing else', () => {
    expect(['/', '/about', '/idea', '/blog/id'].map(languageOfPath)).toEqual(['en', 'en', 'en', 'en']);
    expect(['/id', '/id/', '/id/about'].map(languageOfPath)).toEqual(['id', 'id', 'id']);
    expect(['/id', '/id/about', '/about'].map(withoutLanguage)).toEqual(['/', '/about', '/about']);
  });

  it('has an Indonesian page for every fixed page but the blog, and a not-found page for the rest under /id', () => {
    for (const path of ['/id', '/id/about', '/id/contact', '/id/form', '/id/products', '/id/product/encryptor', '/id/under-construction'])
      expect(isPublicPagePath(path)).toBe(true);
    for (const path of ['/id/blog', '/id/blog/some-post', '/id/nothing', '/id/id', '/idabout']) expect(isPublicPagePath(path)).toBe(false);
    expect(isPublicPagePath('/blog/some-post')).toBe(true);
  });

  it('maps links to the page language and switches to the same page, or the other home page, never a 404', () => {
    expect(pathInLanguage('/', 'id')).toBe('/id');
    expect(pathInLanguage('/product/encryptor#specs', 'id')).toBe('/id/product/encryptor#specs');
    expect(pathInLanguage('/blog', 'id')).toBe('/blog');
    expect(pathInLanguage('/about', 'en')).toBe('/about');
    expect(switchPath('/about', 'id')).toBe('/id/about');
    expect(switchPath('/id/about', 'en')).toBe('/about');
    expect(switchPath('/id', 'en')).toBe('/');
    expect(switchPath('/blog/some-post', 'id')).toBe('/id');
    expect(switchPath('/id/no/such/page', 'en')).toBe('/');
  });
});
