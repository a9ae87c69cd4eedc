import { usePageMeta } from '../hooks/usePageMeta';
import { PageBanner } from '../components/PageBanner';
import { useTexts } from '../i18n/language';
import { FeaturedTiles } from './FeaturedTiles';
import { BlogLayout } from './BlogLayout';
import { BlogList } from './BlogList';
import { usePublishedBlogs } from './usePublishedBlogs';
import ui from '../styles/ui.module.css';
import styles from './Blog.module.css';

export default function BlogLandingPage() {
  const t = useTexts().blog;
  usePageMeta(t.metaTitle, t.metaDescription);
  const blogs = usePublishedBlogs({});
  return (
    <>
      <PageBanner eyebrow={t.eyebrow} title={t.title} subtitle={t.subtitle} />
      <div className={ui.container}>
        <FeaturedTiles />
      </div>
      <BlogLayout>
        <h2 className={styles.listHeading}>{t.news}</h2>
        <BlogList blogs={blogs} />
      </BlogLayout>
    </>
  );
}
