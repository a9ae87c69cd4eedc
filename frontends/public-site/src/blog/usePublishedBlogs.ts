import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ApiPage, PublicBlogCard } from '@csec/contracts';
import { fetchPublishedBlogs, publishedBlogsPath } from '../api/client';
import { useApi, type ApiState } from '../hooks/useApi';
import { useSiteLanguage } from '../i18n/language';

/** Cards per page of the public lists: two columns of four rows beside the sidebar. */
export const BLOG_PAGE_SIZE = 8;

export interface BlogFilter {
  category?: string;
  month?: string;
  /** search words: the posts holding them, most relevant first */
  q?: string;
}

export interface PublishedBlogs {
  state: ApiState<ApiPage<PublicBlogCard>>;
  page: number;
  retry: () => void;
}

/** Reads a positive whole page number from the query string (?page=2); anything else is page 1. */
export function pageFromQuery(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** The published posts of the page's language for the current ?page= and the given filter. */
export function usePublishedBlogs({ category, month, q }: BlogFilter): PublishedBlogs {
  const [params] = useSearchParams();
  const lang = useSiteLanguage();
  const page = pageFromQuery(params.get('page'));
  const query = useMemo(() => ({ page, limit: BLOG_PAGE_SIZE, lang, category, month, q }), [page, lang, category, month, q]);
  const [state, retry] = useApi((signal) => fetchPublishedBlogs(query, signal), [query], publishedBlogsPath(query));
  return { state, page, retry };
}
