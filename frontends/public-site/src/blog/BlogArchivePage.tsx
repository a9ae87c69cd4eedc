import { useParams } from 'react-router-dom';
import { latestNewsHeading } from '@csec/contracts';
import { usePageMeta } from '../hooks/usePageMeta';
import { NotFoundPage } from '../pages/NotFoundPage';
import { BlogLayout } from './BlogLayout';
import { BlogList } from './BlogList';
import { usePublishedBlogs } from './usePublishedBlogs';
import { parseArchiveLabel, type ArchiveMonth } from './archiveLabel';
import styles from './Blog.module.css';

/** /blog/archieve/:label: the posts published in one month; a label that is no month is not found. */
export default function BlogArchivePage() {
  const archive = parseArchiveLabel(useParams().label ?? '');
  return archive ? <ArchiveMonthView archive={archive} /> : <NotFoundPage />;
}

function ArchiveMonthView({ archive }: { archive: ArchiveMonth }) {
  const heading = latestNewsHeading(archive.title);
  usePageMeta(heading, `Posts published on the CSEC blog in ${archive.title.toLowerCase()}.`);
  const blogs = usePublishedBlogs({ month: archive.month });
  return (
    <BlogLayout>
      <h1 className={styles.pageHeading}>{heading}</h1>
      <BlogList blogs={blogs} />
    </BlogLayout>
  );
}
