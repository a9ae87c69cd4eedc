import { Link } from 'react-router-dom';
import { EXCERPT_LINES, type PublicBlogCard } from '@csec/contracts';
import { useLocalPath, useTexts } from '../i18n/language';
import { formatPublishDate } from './formatDate';
import { useSiteTimeZone } from '../hooks/useSiteConfig';
import { CoverImage, coverImageOf } from './CoverImage';
import { CARD_COVER_SIZES } from './coverSizes';
import styles from './Blog.module.css';

/**
 * `priority`: this card's cover is the first image of the page, fetched before the others. A
 * search result shows its snippet (the text around the match) where other lists show the excerpt.
 */
export function BlogCard({ card, priority = false }: { card: PublicBlogCard; priority?: boolean }) {
  const href = useLocalPath()(`/blog/${card.slug}`);
  const timeZone = useSiteTimeZone();
  const t = useTexts().blog;
  return (
    <li className={styles.card} data-testid="blog-card">
      <Link to={href} className={styles.coverLink} tabIndex={-1} aria-hidden="true">
        <CoverImage image={coverImageOf(card)} className={styles.cover} sizes={CARD_COVER_SIZES} priority={priority} />
      </Link>
      <div className={styles.cardBody}>
        <p className={styles.meta}>
          {card.category && <span className={styles.category}>{card.category}</span>}
          <time dateTime={card.publishAt}>{formatPublishDate(card.publishAt, t.dateLocale, timeZone)}</time>
        </p>
        <h3 className={styles.cardTitle}>
          <Link to={href}>{card.title}</Link>
        </h3>
        <p className={styles.excerpt} style={{ WebkitLineClamp: EXCERPT_LINES }}>
          {card.snippet ?? card.excerpt}
        </p>
        <Link to={href} className={styles.readMore}>
          {t.readMore}
        </Link>
      </div>
    </li>
  );
}
