import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { PublicBlogPost } from '@csec/contracts';
import { fetchPublishedBlog, publishedBlogPath } from '../api/client';
import { useApi } from '../hooks/useApi';
import { NotFoundPage } from '../pages/NotFoundPage';
import { BlogLayout } from './BlogLayout';
import { PostArticle, PostSkeleton } from './PostArticle';
import styles from './Blog.module.css';

/** /blog/:slug: one published post; unknown slugs and drafts show the not-found page. */
export default function BlogPostPage() {
  const slug = useParams().slug ?? '';
  const navigate = useNavigate();
  const [state, retry] = useApi((signal) => fetchPublishedBlog(slug, signal), [slug], publishedBlogPath(slug));
  const post: PublicBlogPost | null = state.status === 'ready' ? state.data : null;

  // A renamed post is still found by its old slug: move the address to the current one.
  useEffect(() => {
    if (post && post.slug !== slug) navigate(`/blog/${post.slug}`, { replace: true });
  }, [post, slug, navigate]);

  if (state.status === 'ready' && !post) return <NotFoundPage />;

  return (
    <BlogLayout>
      {state.status === 'loading' && <PostSkeleton />}
      {state.status === 'error' && (
        <div className={styles.message} role="alert">
          <p>
            <strong>This post could not be loaded.</strong>
          </p>
          <p>{state.message}</p>
          <button type="button" className={styles.retry} onClick={retry}>
            Try again
          </button>
        </div>
      )}
      {post && <PostArticle post={post} />}
    </BlogLayout>
  );
}
