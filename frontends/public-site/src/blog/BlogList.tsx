import { useTexts } from '../i18n/language';
import { BlogCard } from './BlogCard';
import { BlogCardSkeleton } from './BlogCardSkeleton';
import { Pagination } from './Pagination';
import { BLOG_PAGE_SIZE, type PublishedBlogs } from './usePublishedBlogs';
import styles from './Blog.module.css';

/** The cards of one page of published posts, with loading, empty, error and paging states. */
export function BlogList({ blogs }: { blogs: PublishedBlogs }) {
  const { state, page, retry } = blogs;
  const t = useTexts().blog;

  if (state.status === 'loading') {
    return (
      <div aria-busy="true">
        <span className={styles.visuallyHidden} role="status">
          {t.loadingPosts}
        </span>
        <ul className={styles.cards}>
          {Array.from({ length: BLOG_PAGE_SIZE / 2 }, (_, index) => (
            <BlogCardSkeleton key={index} />
          ))}
        </ul>
      </div>
    );
  }

  if (state.status === 'error') {
    return (
      <div className={styles.message} role="alert">
        <p>
          <strong>{t.listFailed}</strong>
        </p>
        <p>{state.message}</p>
        <button type="button" className={styles.retry} onClick={retry}>
          {t.retry}
        </button>
      </div>
    );
  }

  const { data: cards, totalPages } = state.data;
  if (cards.length === 0) {
    return (
      <p className={styles.message} role="status">
        {t.notFound}
      </p>
    );
  }

  return (
    <>
      <ul className={styles.cards}>
        {cards.map((card, index) => (
          // The first cover is the top of the list: on a phone it is the largest image in view.
          <BlogCard key={card.slug} card={card} priority={index === 0} />
        ))}
      </ul>
      <Pagination page={page} totalPages={totalPages} />
    </>
  );
}
