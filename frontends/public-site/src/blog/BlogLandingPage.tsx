import { PUBLIC_TEXTS } from '@csec/contracts';
import { usePageMeta } from '../hooks/usePageMeta';
import { PageBanner } from '../components/PageBanner';
import { FeaturedTiles } from './FeaturedTiles';
import { BlogLayout } from './BlogLayout';
import { BlogList } from './BlogList';
import { usePublishedBlogs } from './usePublishedBlogs';
import ui from '../styles/ui.module.css';
import styles from './Blog.module.css';

export default function BlogLandingPage() {
  usePageMeta('Blog', 'Insight on the regional threat landscape, event reports, practical security tips and company announcements from CSEC.');
  const blogs = usePublishedBlogs({});
  return (
    <>
      <PageBanner
        eyebrow="Blog"
        title="News and insight from the front line of cyber defence"
        subtitle="Analysis of the threats facing Asia-Pacific, stories from our events, practical advice and the latest from our team."
      />
      <div className={ui.container}>
        <FeaturedTiles />
      </div>
      <BlogLayout>
        <h2 className={styles.listHeading}>{PUBLIC_TEXTS.news}</h2>
        <BlogList blogs={blogs} />
      </BlogLayout>
    </>
  );
}
