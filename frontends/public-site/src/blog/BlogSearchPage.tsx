import { useSearchParams } from 'react-router-dom';
import { normalizeSearch, SEARCH_TEXTS, searchHeading } from '@csec/contracts';
import { usePageMeta } from '../hooks/usePageMeta';
import { BlogLayout } from './BlogLayout';
import { BlogList } from './BlogList';
import { usePublishedBlogs } from './usePublishedBlogs';
import styles from './Blog.module.css';

/** /blog/search?q=: published posts holding the words, most relevant first, each card with its snippet. */
export default function BlogSearchPage() {
  const q = normalizeSearch(useSearchParams()[0].get('q'));
  const heading = q ? searchHeading(q) : SEARCH_TEXTS.label;
  usePageMeta(heading, SEARCH_TEXTS.description);
  return (
    <BlogLayout>
      <h1 className={styles.pageHeading}>{heading}</h1>
      {q ? (
        <SearchResults q={q} />
      ) : (
        <p className={styles.message} role="status">
          {SEARCH_TEXTS.prompt}
        </p>
      )}
    </BlogLayout>
  );
}

function SearchResults({ q }: { q: string }) {
  const blogs = usePublishedBlogs({ q });
  return <BlogList blogs={blogs} />;
}
