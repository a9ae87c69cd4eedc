import { useParams } from 'react-router-dom';
import { useSiteLanguage, useTexts } from '../i18n/language';
import { usePageMeta } from '../hooks/usePageMeta';
import { BlogLayout } from './BlogLayout';
import { BlogList } from './BlogList';
import { categoryName } from './categoryName';
import { usePublishedBlogs } from './usePublishedBlogs';
import styles from './Blog.module.css';

/** /blog/tag/:tag (and /id/blog/tag/:tag): the posts of one category, named in the page's language. */
export default function BlogTagPage() {
  const tag = useParams().tag ?? '';
  const t = useTexts().blog;
  const blogs = usePublishedBlogs({ category: tag });
  const nameFromApi = blogs.state.status === 'ready' ? blogs.state.data.data[0]?.category : null;
  const name = categoryName(tag, nameFromApi, useSiteLanguage());
  const heading = t.latestNews(name);
  usePageMeta(heading, t.tagDescription(name));
  return (
    <BlogLayout>
      <h1 className={styles.pageHeading}>{heading}</h1>
      <BlogList blogs={blogs} />
    </BlogLayout>
  );
}
