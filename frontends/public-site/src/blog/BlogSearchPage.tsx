import { useSearchParams } from 'react-router-dom';
import { normalizeSearch } from '@csec/contracts';
import { useTexts } from '../i18n/language';
import { usePageMeta } from '../hooks/usePageMeta';
import { BlogLayout } from './BlogLayout';
import { BlogList } from './BlogList';
import { usePublishedBlogs } from './usePublishedBlogs';
import styles from './Blog.module.css';

/** /blog/search?q=: published posts of the page's language holding the words, most relevant first, each card with its snippet. */
export default function BlogSearchPage() {
  const t = useTexts().blog;
  const q = normalizeSearch(useSearchParams()[0].get('q'));
  const heading = q ? t.searchHeading(q) : t.searchLabel;
  usePageMeta(heading, t.searchDescription);
  return (
    <BlogLayout>
      <h1 className={styles.pageHeading}>{heading}</h1>
      {q ? (
        <SearchResults q={q} />
      ) : (
        <p className={styles.message} role="status">
          {t.searchPrompt}
        </p>
      )}
    </BlogLayout>
  );
}

function SearchResults({ q }: { q: string }) {
  const blogs = usePublishedBlogs({ q });
  return <BlogList blogs={blogs} />;
}
