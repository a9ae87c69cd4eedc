import { Link } from 'react-router-dom';
import { EXCERPT_LINES, PUBLIC_TEXTS, type PublicBlogCard } from '@csec/contracts';
import { formatPublishDate } from './formatDate';
import { CoverImage } from './CoverImage';
import styles from './Blog.module.css';

export function BlogCard({ card }: { card: PublicBlogCard }) {
  const href = `/blog/${card.slug}`;
  return (
    <li className={styles.card} data-testid="blog-card">
      <Link to={href} className={styles.coverLink} tabIndex={-1} aria-hidden="true">
        <CoverImage src={card.cover} className={styles.cover} />
      </Link>
      <div className={styles.cardBody}>
        <p className={styles.meta}>
          {card.category && <span className={styles.category}>{card.category}</span>}
          <time dateTime={card.publishAt}>{formatPublishDate(card.publishAt)}</time>
        </p>
        <h3 className={styles.cardTitle}>
          <Link to={href}>{card.title}</Link>
        </h3>
        <p className={styles.excerpt} style={{ WebkitLineClamp: EXCERPT_LINES }}>
          {card.excerpt}
        </p>
        <Link to={href} className={styles.readMore}>
          {PUBLIC_TEXTS.readMore}
        </Link>
      </div>
    </li>
  );
}
