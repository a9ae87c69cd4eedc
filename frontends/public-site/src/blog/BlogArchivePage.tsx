import { useParams } from 'react-router-dom';
import { useTexts } from '../i18n/language';
import { usePageMeta } from '../hooks/usePageMeta';
import { NotFoundPage } from '../pages/NotFoundPage';
import { BlogLayout } from './BlogLayout';
import { BlogList } from './BlogList';
import { usePublishedBlogs } from './usePublishedBlogs';
import { monthTitle, parseArchiveLabel } from './archiveLabel';
import styles from './Blog.module.css';

/** /blog/archieve/:label: the posts published in one month; a label that is no month is not found. */
export default function BlogArchivePage() {
  const month = parseArchiveLabel(useParams().label ?? '');
  return month ? <ArchiveMonthView month={month} /> : <NotFoundPage />;
}

function ArchiveMonthView({ month }: { month: string }) {
  const t = useTexts().blog;
  const title = monthTitle(month, t.months);
  const heading = t.archiveHeading(title);
  usePageMeta(heading, t.archiveDescription(title));
  const blogs = usePublishedBlogs({ month });
  return (
    <BlogLayout>
      <h1 className={styles.pageHeading}>{heading}</h1>
      <BlogList blogs={blogs} />
    </BlogLayout>
  );
}
