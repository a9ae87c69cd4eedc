import {
  isBilingualPath,
  isBlogSearchPath,
  isPublicPagePath,
  languageOfPath,
  languageParam,
  languageQuery,
  otherLanguage,
  pathInLanguage,
  postPagePath,
  previewPagePath,
  previewTokenOf,
  publishedPostApiPath,
  switchPath,
  withoutLanguage,
  withoutPreviewToken,
} from '@csec/contracts';

/** The language rules of libs/contracts/src/site-language.ts, which the server and the public site share. */
describe('site languages', () => {
  it('reads the language from the path: /id and below it are Indonesian, nothing else', () => {
    expect(['/', '/about', '/idea', '/blog/id'].map(languageOfPath)).toEqual(['en', 'en', 'en', 'en']);
    expect(['/id', '/id/', '/id/about'].map(languageOfPath)).toEqual(['id', 'id', 'id']);
    expect(['/id', '/id/about', '/about'].map(withoutLanguage)).toEqual(['/', '/about', '/about']);
  });

  it('has an Indonesian page for every fixed page and every blog page, and a not-found page for the rest under /id', () => {
    const pages = ['/id/about', '/id/contact', '/id/form', '/id/products', '/id/product/encryptor', '/id/under-construction', '/id/blog'];
    for (const path of ['/id', ...pages, '/id/blog/some-post', '/id/blog/tag/insight', '/id/blog/archieve/November%202026', '/id/blog/search'])
      expect(isPublicPagePath(path)).toBe(true);
    for (const path of ['/id/nothing', '/id/id', '/idabout', '/id/blog/tag/insight/extra', '/id/blog/preview/token'])
      expect(isPublicPagePath(path)).toBe(false);
    expect(isPublicPagePath('/blog/some-post')).toBe(true);
    expect(isBlogSearchPath('/id/blog/search/')).toBe(true);
  });

  it('pairs fixed pages and tag pages by path; a post or a month only through what its page knows', () => {
    for (const path of ['/', '/about', '/blog', '/blog/tag/insight', '/product/encryptor']) expect(isBilingualPath(path)).toBe(true);
    for (const path of ['/blog/some-post', '/blog/archieve/November%202026', '/blog/search']) expect(isBilingualPath(path)).toBe(false);
  });

  it("maps links to the page's language and switches to the same page, the translation, or the other blog or home page, never a 404", () => {
    expect(pathInLanguage('/', 'id')).toBe('/id');
    expect(pathInLanguage('/product/encryptor#specs', 'id')).toBe('/id/product/encryptor#specs');
    expect(pathInLanguage('/blog?page=2', 'id')).toBe('/id/blog?page=2');
    expect(pathInLanguage('/blog/a-post', 'id')).toBe('/id/blog/a-post');
    expect(pathInLanguage('/blog/preview/token', 'id')).toBe('/blog/preview/token');
    expect(pathInLanguage('/about', 'en')).toBe('/about');
    expect(switchPath('/about', 'id')).toBe('/id/about');
    expect(switchPath('/id/about', 'en')).toBe('/about');
    expect(switchPath('/id', 'en')).toBe('/');
    expect(switchPath('/blog/tag/insight', 'id')).toBe('/id/blog/tag/insight');
    expect(switchPath('/blog/some-post', 'id')).toBe('/id/blog');
    expect(switchPath('/blog/some-post', 'id', 'tulisan-ini')).toBe('/id/blog/tulisan-ini');
    expect(switchPath('/id/blog/tulisan-ini', 'en', 'some-post')).toBe('/blog/some-post');
    expect(switchPath('/id/blog/archieve/November%202026', 'en')).toBe('/blog');
    expect(switchPath('/id/no/such/page', 'en')).toBe('/');
  });

  it("names a post's page and API address in its language, and leaves English calls without a language", () => {
    expect([otherLanguage('en'), otherLanguage('id')]).toEqual(['id', 'en']);
    expect([postPagePath('ai & you', 'en'), postPagePath('kunci', 'id')]).toEqual(['/blog/ai%20%26%20you', '/id/blog/kunci']);
    expect([publishedPostApiPath('kunci', 'en'), publishedPostApiPath('kunci', 'id')]).toEqual([
      '/api/blogs/publish/kunci',
      '/api/blogs/publish/kunci?lang=id',
    ]);
    expect([languageQuery('en'), languageQuery('id')]).toEqual(['', '?lang=id']);
    expect([languageParam('en'), languageParam('id'), languageParam('id', 'language')]).toEqual([{}, { lang: 'id' }, { language: 'id' }]);
  });

  it("puts a post's preview in its language's page, and finds and hides the token under either prefix", () => {
    expect([previewPagePath('tok', 'en'), previewPagePath('tok', 'id')]).toEqual(['/blog/preview/tok', '/id/blog/preview/tok']);
    expect(['/blog/preview/tok', '/id/blog/preview/tok/', '/id/blog/preview/a/b', '/idblog/preview/tok'].map(previewTokenOf)).toEqual([
      'tok',
      'tok',
      undefined,
      undefined,
    ]);
    expect(['/blog/preview/tok', '/id/blog/preview/tok', '/api/blogs/preview/tok'].map(withoutPreviewToken)).toEqual([
      '/blog/preview/[token]',
      '/id/blog/preview/[token]',
      '/api/blogs/preview/[token]',
    ]);
  });
});
