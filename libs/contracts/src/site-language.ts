import { PUBLIC_PAGE_PATHS } from './public-pages';

/** The public site's languages. English is the default and keeps the paths it always had. */
export const SITE_LANGUAGES = ['en', 'id'] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: SiteLanguage = 'en';

/** The site's other language: a post's translation, the switch's target. */
export function otherLanguage(language: SiteLanguage): SiteLanguage {
  return language === 'en' ? 'id' : 'en';
}

/**
 * `{ [key]: language }` where an API call names a language: English is the API's default, so English
 * calls and addresses stay as they always were ({} and '').
 */
export function languageParam(language: SiteLanguage): { lang?: SiteLanguage };
export function languageParam<K extends string>(language: SiteLanguage, key: K): Partial<Record<K, SiteLanguage>>;
export function languageParam(language: SiteLanguage, key = 'lang'): Partial<Record<string, SiteLanguage>> {
  return language === DEFAULT_LANGUAGE ? {} : { [key]: language };
}

/** The same as a query string: '' for English, else `?lang=id`. */
export function languageQuery(language: SiteLanguage): string {
  return language === DEFAULT_LANGUAGE ? '' : `?lang=${language}`;
}

/** Where each language's pages live: English at the root, Indonesian under /id. */
export const LANGUAGE_PREFIX: Readonly<Record<SiteLanguage, string>> = { en: '', id: '/id' };

/** Open Graph's og:locale of each language. */
export const OG_LOCALE: Readonly<Record<SiteLanguage, string>> = { en: 'en_US', id: 'id_ID' };

/** Each language's name in itself: what the language switch offers. */
export const LANGUAGE_NAME: Readonly<Record<SiteLanguage, string>> = { en: 'English', id: 'Bahasa Indonesia' };

const ID_PATH = /^\/id(?=\/|$)/;

/** The language of a page's path: Indonesian under /id, English everywhere else. */
export function languageOfPath(pathname: string): SiteLanguage {
  return ID_PATH.test(pathname) ? 'id' : 'en';
}

/** The path without its language prefix: '/id/about' -> '/about', '/id' -> '/'. */
export function withoutLanguage(pathname: string): string {
  return pathname.replace(ID_PATH, '') || '/';
}

/** The site's fixed pages (the blog's landing page among them), each in both languages. */
export const BILINGUAL_PAGE_PATHS: readonly string[] = [...PUBLIC_PAGE_PATHS, '/under-construction'];
const BILINGUAL = new Set(BILINGUAL_PAGE_PATHS);

/** A category's posts; the tag (the category's English name) is the same in both languages. */
const TAG_PAGE = /^\/blog\/tag\/[^/]+$/;
/** A month's posts, a post, the search: pages every language has, each listing or showing that language's posts. */
const BLOG_PAGE = /^\/blog\/(tag|archieve)\/[^/]+$|^\/blog\/[^/]+$/;

const trimmed = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/**
 * Whether `pathname` (without a language prefix) is one page in both languages: a fixed page, or a
 * category's tag page. A post is only when it has a translation (its own slug in each language),
 * and a month's archive lists different posts per language: neither is, by its path alone.
 */
export function isBilingualPath(pathname: string): boolean {
  const path = trimmed(pathname);
  return BILINGUAL.has(path) || TAG_PAGE.test(path);
}

/**
 * Where a link to `path` (a path as English pages write it) goes on a page in `language`: the page at
 * that path among the language's own (a post's slug on an Indonesian page is an Indonesian post's).
 */
export function pathInLanguage(path: string, language: SiteLanguage): string {
  const [pathname, rest = ''] = splitPath(path);
  if (language === DEFAULT_LANGUAGE || !isLanguagePagePath(trimmed(pathname))) return path;
  return `${LANGUAGE_PREFIX[language]}${pathname === '/' ? '' : pathname}${rest}`;
}

/** A post's public page in its language: /blog/{slug}, /id/blog/{slug}. */
export function postPagePath(slug: string, language: SiteLanguage): string {
  return pathInLanguage(`/blog/${encodeURIComponent(slug)}`, language);
}

/**
 * Where the language switch of the page at `pathname` goes for `language`: the same page in that
 * language, else that language's blog for a blog page (a post's translation is known only to its
 * page, which passes `translationSlug`), else its home page; never a 404.
 */
export function switchPath(pathname: string, language: SiteLanguage, translationSlug?: string): string {
  const page = withoutLanguage(pathname);
  if (translationSlug !== undefined) return postPagePath(translationSlug, language);
  if (isBilingualPath(page)) return pathInLanguage(page, language);
  return pathInLanguage(BLOG_PAGE.test(trimmed(page)) ? '/blog' : '/', language);
}

/** A page path every language has (its prefix aside). */
function isLanguagePagePath(path: string): boolean {
  return BILINGUAL.has(path) || BLOG_PAGE.test(path);
}

/**
 * Whether the public site has a page at `pathname` (a post's page exists only while the post is
 * published: ask the blog). Everything else is its not-found page, answered with 404.
 */
export function isPublicPagePath(pathname: string): boolean {
  return isLanguagePagePath(trimmed(withoutLanguage(trimmed(pathname))));
}

function splitPath(path: string): [string, string?] {
  const at = path.search(/[?#]/);
  return at === -1 ? [path] : [path.slice(0, at), path.slice(at)];
}
