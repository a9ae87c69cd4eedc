import { useLocation } from 'react-router-dom';
import { isBilingualPath, postPathOf, switchPath, withoutLanguage, type SiteLanguage } from '@csec/contracts';
import { usePublishedPost } from '../blog/usePublishedPost';

/**
 * Where this page is in `language`: the same page, a post's published translation, else that
 * language's blog or home page (never a 404). `samePage` says whether it is this page in the other
 * language, which only then may be offered as such. On a post's page it waits for the post on the
 * server, so the switch in the HTML already leads to the translation.
 */
export function useSwitchPath(language: SiteLanguage): { path: string; samePage: boolean } {
  const { pathname } = useLocation();
  const post = postPathOf(pathname);
  const [state] = usePublishedPost(post?.slug, { share: true });
  const translation = post && state.status === 'ready' ? state.data?.translation : undefined;
  if (translation) return { path: switchPath(pathname, language, translation.slug), samePage: true };
  return { path: switchPath(pathname, language), samePage: !post && isBilingualPath(withoutLanguage(pathname)) };
}
