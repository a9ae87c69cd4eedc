import styles from './Blog.module.css';

/** A grey placeholder the size of a card, shown while the posts load. */
export function BlogCardSkeleton() {
  return (
    <li className={`${styles.card} ${styles.skeleton}`} data-testid="blog-skeleton" aria-hidden="true">
      <div className={styles.cover} />
      <div className={styles.cardBody}>
        <span className={styles.bar} style={{ width: '40%' }} />
        <span className={styles.bar} style={{ width: '90%', height: 20 }} />
        <span className={styles.bar} style={{ width: '100%' }} />
        <span className={styles.bar} style={{ width: '70%' }} />
      </div>
    </li>
  );
}
