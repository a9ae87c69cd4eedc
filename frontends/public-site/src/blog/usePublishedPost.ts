import { fetchPublishedBlog, publishedBlogPath } from '../api/client';
import { useApi } from '../hooks/useApi';
import { useSiteLanguage } from '../i18n/language';

/**
 * The published post `slug` of the page's language (null when there is none, or no slug is given).
 * The post's page and the language switch (which needs its translation) ask with one key: the server
 * fetches it once, and both hydrate from that answer. The switch, in the layout, hydrates before the
 * page's code has loaded: it reads with `share`, leaving the answer for the page.
 */
export function usePublishedPost(slug: string | undefined, { share = false }: { share?: boolean } = {}) {
  const language = useSiteLanguage();
  return useApi(
    (signal) => (slug === undefined ? Promise.resolve(null) : fetchPublishedBlog(slug, language, signal)),
    [slug, language],
    slug === undefined ? undefined : publishedBlogPath(slug, language),
    { share },
  );
}
