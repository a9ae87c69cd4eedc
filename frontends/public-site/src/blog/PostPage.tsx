import type { PublicBlogPost } from '@csec/contracts';
import { useTexts } from '../i18n/language';
import type { ApiState } from '../hooks/useApi';
import { NotFoundPage } from '../pages/NotFoundPage';
import { BlogLayout } from './BlogLayout';
import { PostArticle, PostSkeleton } from './PostArticle';
import styles from './Blog.module.css';

/**
 * A post's page as visitors see it, from the state of its loading: a post's own page and its
 * preview show the same thing. A post that is not there (null) is the not-found page.
 */
export function PostPage({ state, retry }: { state: ApiState<PublicBlogPost | null>; retry: () => void }) {
  const t = useTexts().blog;
  if (state.status === 'ready' && !state.data) return <NotFoundPage />;
  return (
    <BlogLayout>
      {state.status === 'loading' && <PostSkeleton />}
      {state.status === 'error' && (
        <div className={styles.message} role="alert">
          <p>
            <strong>{t.postFailed}</strong>
          </p>
          <p>{state.message}</p>
          <button type="button" className={styles.retry} onClick={retry}>
            {t.retry}
          </button>
        </div>
      )}
      {state.status === 'ready' && state.data && <PostArticle post={state.data} />}
    </BlogLayout>
  );
}
