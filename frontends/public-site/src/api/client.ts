import type { ApiFailure, ApiPage, ApiSuccess, BlogSidebar, PublicBlogCard, PublicBlogPost, ServerFetch, SiteConfig } from '@csec/contracts';

/** A failed call: the HTTP status (0 when the network failed) and the server's message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Transport = (path: string, signal?: AbortSignal) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

let transport: Transport = (path, signal) => fetch(path, { signal, headers: { Accept: 'application/json' } });

/** On the server there is no page origin to fetch from: the API hands the render its own way to answer these paths. */
export function setServerTransport(serverFetch: ServerFetch): void {
  transport = (path) => serverFetch(path);
}

async function getJson<T extends ApiSuccess>(path: string, signal?: AbortSignal): Promise<T> {
  let response: Awaited<ReturnType<Transport>>;
  try {
    response = await transport(path, signal);
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'The server could not be reached. Please check your connection.');
  }
  const body = (await response.json().catch(() => null)) as T | ApiFailure | null;
  if (!response.ok || !body || body.status !== 'Success') {
    const message = body && 'message' in body && body.message ? body.message : `Request failed (${response.status})`;
    throw new ApiError(response.status, message);
  }
  return body;
}

export interface BlogListQuery {
  page: number;
  limit: number;
  /** a category tag or name, e.g. 'insight' or 'tips and trick' */
  category?: string;
  /** YYYY-MM */
  month?: string;
}

/** The request paths double as the keys of a server render's answers (ssr/page-data.ts). */
export function publishedBlogsPath(query: BlogListQuery): string {
  const params = new URLSearchParams({ page: String(query.page), limit: String(query.limit) });
  if (query.category) params.set('category', query.category);
  if (query.month) params.set('month', query.month);
  return `/api/blogs/publish?${params}`;
}

export const BLOG_SIDEBAR_PATH = '/api/blogs/publish/sidebar';

export const publishedBlogPath = (slug: string) => `/api/blogs/publish/${encodeURIComponent(slug)}`;

export function fetchPublishedBlogs(query: BlogListQuery, signal?: AbortSignal): Promise<ApiPage<PublicBlogCard>> {
  return getJson<ApiPage<PublicBlogCard>>(publishedBlogsPath(query), signal);
}

export async function fetchBlogSidebar(signal?: AbortSignal): Promise<BlogSidebar> {
  const body = await getJson<ApiSuccess<BlogSidebar>>(BLOG_SIDEBAR_PATH, signal);
  return body.data ?? { recent: [], archive: [], categories: [] };
}

/** A published post, or null when the slug is unknown or the post is a draft. */
export async function fetchPublishedBlog(slug: string, signal?: AbortSignal): Promise<PublicBlogPost | null> {
  try {
    const body = await getJson<ApiSuccess<PublicBlogPost[]>>(publishedBlogPath(slug), signal);
    return body.data?.[0] ?? null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export async function fetchSiteConfig(signal?: AbortSignal): Promise<SiteConfig> {
  const body = await getJson<ApiSuccess<SiteConfig>>('/api/site-config', signal);
  if (!body.data) throw new ApiError(500, 'The site configuration is empty');
  return body.data;
}
