import { PUBLIC_PAGE_PATHS } from './public-pages';

/** The public site's languages. English is the default and keeps the paths it always had. */
export const SITE_LANGUAGES = ['en', 'id'] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: SiteLanguage = 'en';

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

/**
 * The site's fixed pages that exist in both languages: every page of PUBLIC_PAGE_PATHS but the blog's,
 * and the under-construction page. The blog is English only until posts carry a language.
 */
export const BILINGUAL_PAGE_PATHS: readonly string[] = [...PUBLIC_PAGE_PATHS.filter((path) => !isBlogPath(path)), '/under-construction'];
const BILINGUAL = new Set(BILINGUAL_PAGE_PATHS);

function isBlogPath(path: string): boolean {
  return path === '/blog' || path.startsWith('/blog/');
}

/** Whether `pathname` (without a language prefix) is a page the site has in both languages. */
export function isBilingualPath(pathname: string): boolean {
  return BILINGUAL.has(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
}

/**
 * Where a link to `path` (a path as English pages write it) goes on a page in `language`: the
 * same page in that language when the site has one, the English page otherwise (the blog).
 */
export function pathInLanguage(path: string, language: SiteLanguage): string {
  const [pathname, rest = ''] = splitPath(path);
  if (language === DEFAULT_LANGUAGE || !isBilingualPath(pathname)) return path;
  return `${LANGUAGE_PREFIX[language]}${pathname === '/' ? '' : pathname}${rest}`;
}

/**
 * Where the language switch of the page at `pathname` goes for `language`: the same page in that
 * language, or that language's home page when the page exists in one language only; never a 404.
 */
export function switchPath(pathname: string, language: SiteLanguage): string {
  const page = withoutLanguage(pathname);
  return isBilingualPath(page) ? pathInLanguage(page, language) : LANGUAGE_PREFIX[language] || '/';
}

const FIXED_PAGES = new Set<string>([...PUBLIC_PAGE_PATHS, '/under-construction']);
const BLOG_PAGES = /^\/blog\/(tag|archieve)\/[^/]+$|^\/blog\/[^/]+$/;

/**
 * Whether the public site has a page at `pathname` (a post's page exists only while the post is
 * published: ask the blog). Everything else is its not-found page, answered with 404: under /id,
 * every path but the Indonesian versions of the bilingual pages.
 */
export function isPublicPagePath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (languageOfPath(path) !== DEFAULT_LANGUAGE) return isBilingualPath(withoutLanguage(path));
  return FIXED_PAGES.has(path) || BLOG_PAGES.test(path);
}

function splitPath(path: string): [string, string?] {
  const at = path.search(/[?#]/);
  return at === -1 ? [path] : [path.slice(0, at), path.slice(at)];
}
