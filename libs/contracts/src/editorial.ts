/**
 * The editorial workflow's limits and texts: scheduled publishing, revisions, shareable previews,
 * search and versioned saves. Shared by the API (config defaults, messages) and the dashboard.
 */

/** Revisions kept per post (REVISIONS_KEEP); the oldest go first. */
export const REVISIONS_KEEP_DEFAULT = 50;
/** Hours a shareable preview link works (PREVIEW_HOURS). */
export const PREVIEW_HOURS_DEFAULT = 72;

/** Characters of a blog search (`q` of GET /api/blogs/publish, the search page's `?q=`). */
export const SEARCH_QUERY_MAX = 100;
/**
 * Shortest word a search looks for, in characters. MySQL/MariaDB's InnoDB full-text index leaves
 * shorter words out (innodb_ft_min_token_size is 3), so SQLite skips them too and both agree.
 */
export const SEARCH_WORD_MIN = 3;
/** Plain-text characters of a search result's snippet around the first match, before the '…'. */
export const SNIPPET_LENGTH = 160;

/** The blog's search results page (`?q=words&page=N`). */
export const BLOG_SEARCH_PATH = '/blog/search';

/** The blog search box and results page. */
export const SEARCH_TEXTS = {
  label: 'Search the blog',
  placeholder: 'Search posts...',
  button: 'Search',
  prompt: 'Type a few words to search the blog.',
  description: 'Search results from the CSEC blog.',
} as const;

/** 'Search: zero trust' */
export const searchHeading = (q: string): string => `Search: ${q}`;

/**
 * A search as the page and the API read it: spaces trimmed and collapsed, cut to
 * SEARCH_QUERY_MAX characters, so a long address still searches instead of failing.
 */
export function normalizeSearch(raw: string | null | undefined): string {
  return (raw ?? '').trim().replace(/\s+/g, ' ').slice(0, SEARCH_QUERY_MAX).trim();
}

/** Whether `pathname` is the blog's search page (a trailing slash allowed). */
export function isBlogSearchPath(pathname: string): boolean {
  return pathname.replace(/\/+$/, '') === BLOG_SEARCH_PATH;
}
