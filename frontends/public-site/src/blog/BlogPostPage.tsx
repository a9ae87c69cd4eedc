import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useLocalPath } from '../i18n/language';
import { usePublishedPost } from './usePublishedPost';
import { PostPage } from './PostPage';

/** /blog/:slug (and /id/blog/:slug): one published post of the page's language; unknown slugs and drafts show the not-found page. */
export default function BlogPostPage() {
  const slug = useParams().slug ?? '';
  const navigate = useNavigate();
  const localPath = useLocalPath();
  const [state, retry] = usePublishedPost(slug);
  const post = state.status === 'ready' ? state.data : null;

  // A renamed post is still found by its old slug: move the address to the current one.
  useEffect(() => {
    if (post && post.slug !== slug) navigate(localPath(`/blog/${post.slug}`), { replace: true });
  }, [post, slug, navigate, localPath]);

  return <PostPage state={state} retry={retry} />;
}
