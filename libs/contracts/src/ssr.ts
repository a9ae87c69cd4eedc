import type { SiteConfig } from './api-types';

/**
 * The contract between the API and the public-site remote's server build (exposed as
 * `public_site/render`): the API asks for a page, the remote renders it with its own React
 * components and tells what it found out while rendering.
 */

/** Where the browser finds the API answers a server-rendered page was made from. */
export const PAGE_SNAPSHOT_GLOBAL = '__CSEC_PAGE__';
/** The attribute on #root that tells the shell to hydrate the server's HTML rather than render anew. */
export const SSR_ROOT_ATTRIBUTE = 'data-ssr';
/** Where an embed (an iframe) of a server-rendered page keeps its address until the page has been painted. */
export const DEFERRED_SRC_ATTRIBUTE = 'data-src';
/** The module the public-site remote exposes for server rendering. */
export const SSR_EXPOSE = 'render';

export interface RenderRequest {
  /** Path and query of the page, e.g. '/blog?page=2'. */
  url: string;
  siteConfig: SiteConfig;
  /** Where the render sends its API calls: the same paths the browser would fetch, on the API's own origin. */
  apiOrigin: string;
  /** Headers the render sends with each of its API calls (they mark them as the render's own). */
  apiHeaders?: Record<string, string>;
  /** Where the remote's browser files are served from (its manifest's folder), for asset URLs. */
  assetBase: string;
}

export interface RenderResult {
  /** The markup that goes inside #root. */
  html: string;
  status: number;
  title?: string;
  description?: string;
  /** The API answers the render used, by path: sent to the browser for hydration. */
  data: Record<string, { ok: true; data: unknown } | { ok: false; message: string }>;
}

export type RenderPage = (request: RenderRequest) => Promise<RenderResult>;
