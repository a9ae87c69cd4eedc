import { useParams } from 'react-router-dom';
import { fetchPreviewBlog, previewBlogPath } from '../api/client';
import { useApi } from '../hooks/useApi';
import { PostPage } from './PostPage';

/**
 * /blog/preview/:token: the post a staff member's preview link opens, in any state, shown as its
 * own page would show it; an unknown, expired or revoked link shows the not-found page. The API
 * keeps the page out of search engines and caches.
 */
export default function BlogPreviewPage() {
  const token = useParams().token ?? '';
  const [state, retry] = useApi((signal) => fetchPreviewBlog(token, signal), [token], previewBlogPath(token));
  return <PostPage state={state} retry={retry} />;
}
