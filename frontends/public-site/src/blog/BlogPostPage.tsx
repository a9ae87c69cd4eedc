import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { fetchPublishedBlog, publishedBlogPath } from '../api/client';
import { useApi } from '../hooks/useApi';
import { PostPage } from './PostPage';

/** /blog/:slug: one published post; unknown slugs and drafts show the not-found page. */
export default function BlogPostPage() {
  const slug = useParams().slug ?? '';
  const navigate = useNavigate();
  const [state, retry] = useApi((signal) => fetchPublishedBlog(slug, signal), [slug], publishedBlogPath(slug));
  const post = state.status === 'ready' ? state.data : null;

  // A renamed post is still found by its old slug: move the address to the current one.
  useEffect(() => {
    if (post && post.slug !== slug) navigate(`/blog/${post.slug}`, { replace: true });
  }, [post, slug, navigate]);

  return <PostPage state={state} retry={retry} />;
}
