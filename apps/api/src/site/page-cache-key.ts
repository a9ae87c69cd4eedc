import type { Request } from 'express';
import { isBlogSearchPath, normalizeSearch, previewTokenOf } from '@csec/contracts';

/** Paths the site never answers with a page: the API, uploaded images and the remotes' own folders. */
export const NOT_PAGES = /^\/(api|uploads|remotes)(\/|$)/;
/** The admin remote's paths (the shell's choose-remote.ts): never rendered on the server, never cached. */
export const ADMIN_PATH = /^\/(dashboard(\/.*)?|login\/admin\/?)$/;

/** The rendered-page cache's key of a page's canonical path (SitePages keeps pages under it). */
export function pageKeyOf(canonical: string): string {
  return `page:${canonical}`;
}

/**
 * The key a page request's answer would be cached under; undefined for a path that is never a
 * cached page (not a page, the admin's, a preview). For looking up a hit ahead of Express (cache-hits.ts).
 */
export function pageCacheKey(req: Pick<Request, 'path' | 'query'>): string | undefined {
  if (NOT_PAGES.test(req.path) || ADMIN_PATH.test(req.path) || previewTokenOf(req.path) !== undefined) return undefined;
  return pageKeyOf(canonicalPath(req));
}

/**
 * The path, the search page's words (?q=, as the page reads them) and ?page=N when it is a later
 * page of a list: nothing else changes a page, so nothing else keys it.
 */
export function canonicalPath(req: Pick<Request, 'path' | 'query'>): string {
  const params = new URLSearchParams();
  if (isBlogSearchPath(req.path)) {
    const q = normalizeSearch(firstString(req.query.q));
    if (q) params.set('q', q);
  }
  const page = firstString(req.query.page);
  if (/^\d{1,6}$/.test(page) && Number(page) > 1) params.set('page', String(Number(page)));
  const search = params.toString();
  return search ? `${req.path}?${search}` : req.path;
}

/** A query parameter's value as the browser's URLSearchParams.get reads it: the first one given. */
function firstString(value: unknown): string {
  const first: unknown = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : '';
}
