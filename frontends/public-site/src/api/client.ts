import createClient, { type Client } from 'openapi-fetch';
import {
  DEFAULT_LANGUAGE,
  languageParam,
  languageQuery,
  publishedPostApiPath,
  type ApiFailure,
  type ApiPaths,
  type BlogSidebar,
  type ErrorCode,
  type LeadInput,
  type SiteLanguage,
} from '@csec/contracts';

/**
 * A failed call: the HTTP status (0 when the network failed), the server's message, its stable code
 * and, on a validation failure, the message of each field the server refused (field name -> message).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: ErrorCode,
    readonly errors: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const NETWORK_MESSAGE = 'The server could not be reached. Please check your connection.';

// Requests are built as absolute URLs: the page's origin in the browser, the API's own on the server.
let client: Client<ApiPaths> | undefined;

function api(): Client<ApiPaths> {
  // fetch is looked up per call, not captured once, so a page that swaps it (tests do) is heard.
  client ??= createClient<ApiPaths>({ baseUrl: window.location.origin, fetch: (request) => globalThis.fetch(request) });
  return client;
}

/** On the server there is no page origin: the API hands the render the origin it answers on, and the headers to send there. */
export function callApiOn(origin: string, headers: Record<string, string> = {}): void {
  client = createClient<ApiPaths>({ baseUrl: origin, headers });
}

interface Answer<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** The success body, or an ApiError carrying the failure body's message and code. */
async function answer<T>(request: Promise<Answer<T>>, signal?: AbortSignal): Promise<T> {
  let result: Answer<T>;
  try {
    result = await request;
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, NETWORK_MESSAGE);
  }
  const { data, error, response } = result;
  if (response.ok && data !== undefined) return data;
  const failure = (typeof error === 'object' ? error : null) as Partial<ApiFailure> | null;
  throw new ApiError(response.status, failure?.message || `Request failed (${response.status})`, failure?.code, failure?.errors ?? {});
}

export interface BlogListQuery {
  page: number;
  limit: number;
  /** the language whose posts are listed */
  lang: SiteLanguage;
  /** a category tag or name, e.g. 'insight' or 'tips and trick' */
  category?: string;
  /** YYYY-MM */
  month?: string;
  /** search words */
  q?: string;
}

/**
 * Keys of a server render's answers (ssr/page-data.ts): the request path each answer came from. English
 * is the API's default language and is left out, so English pages keep the keys they always had.
 */
export function publishedBlogsPath(query: BlogListQuery): string {
  const params = new URLSearchParams({ page: String(query.page), limit: String(query.limit) });
  if (query.lang !== DEFAULT_LANGUAGE) params.set('lang', query.lang);
  if (query.category) params.set('category', query.category);
  if (query.month) params.set('month', query.month);
  if (query.q) params.set('q', query.q);
  return `/api/blogs/publish?${params}`;
}

export const blogSidebarPath = (lang: SiteLanguage) => `/api/blogs/publish/sidebar${languageQuery(lang)}`;

export const publishedBlogPath = publishedPostApiPath;

export function fetchPublishedBlogs({ lang, ...query }: BlogListQuery, signal?: AbortSignal) {
  return answer(api().GET('/api/blogs/publish', { params: { query: { ...query, ...languageParam(lang) } }, signal }), signal);
}

export async function fetchBlogSidebar(lang: SiteLanguage, signal?: AbortSignal): Promise<BlogSidebar> {
  const body = await answer(api().GET('/api/blogs/publish/sidebar', { params: { query: languageParam(lang) }, signal }), signal);
  return body.data;
}

/** A published post of `lang`, or null when the slug is unknown in it or the post is a draft. */
export async function fetchPublishedBlog(slug: string, lang: SiteLanguage, signal?: AbortSignal) {
  try {
    const body = await answer(api().GET('/api/blogs/publish/{slug}', { params: { path: { slug }, query: languageParam(lang) }, signal }), signal);
    return body.data[0] ?? null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const previewBlogPath = (token: string) => `/api/blogs/preview/${encodeURIComponent(token)}`;

/** The post a preview link opens, or null when the link is unknown, expired or revoked, or the post deleted. */
export async function fetchPreviewBlog(token: string, signal?: AbortSignal) {
  try {
    const body = await answer(api().GET('/api/blogs/preview/{token}', { params: { path: { token } }, signal }), signal);
    return body.data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export async function fetchSiteConfig(signal?: AbortSignal) {
  const body = await answer(api().GET('/api/site-config', { signal }), signal);
  return body.data;
}

/** A visitor's request (the contact form): 2xx when it was stored, an ApiError with field errors on 400, 429 when sent too often. */
export function sendLead(input: LeadInput) {
  return answer(api().POST('/api/leads', { body: input }));
}
