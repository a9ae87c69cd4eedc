import { useParams } from 'react-router-dom';
import { latestNewsHeading } from '@csec/contracts';
import { usePageMeta } from '../hooks/usePageMeta';
import { BlogLayout } from './BlogLayout';
import { BlogList } from './BlogList';
import { categoryName } from './categoryName';
import { usePublishedBlogs } from './usePublishedBlogs';
import styles from './Blog.module.css';

/** /blog/tag/:tag: the posts of one category. */
export default function BlogTagPage() {
  const tag = useParams().tag ?? '';
  const blogs = usePublishedBlogs({ category: tag });
  const nameFromApi = blogs.state.status === 'ready' ? blogs.state.data.data[0]?.category : null;
  const name = categoryName(tag, nameFromApi);
  const heading = latestNewsHeading(name);
  usePageMeta(heading, `The latest ${name} posts from the CSEC blog.`);
  return (
    <BlogLayout>
      <h1 className={styles.pageHeading}>{heading}</h1>
      <BlogList blogs={blogs} />
    </BlogLayout>
  );
}
