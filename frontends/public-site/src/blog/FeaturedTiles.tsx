import { Link } from 'react-router-dom';
import { FEATURED_CATEGORIES } from '@csec/contracts';
import { tagPath } from './categoryName';
import styles from './Blog.module.css';

/** The four featured categories as large tiles, each opening its tag page. */
export function FeaturedTiles() {
  return (
    <ul className={styles.tiles} aria-label="Featured categories">
      {FEATURED_CATEGORIES.map((category) => (
        <li key={category.tag}>
          <Link to={tagPath(category.tag)} className={styles.tile} data-tag={category.tag}>
            <span className={styles.tileName}>{category.name.toUpperCase()}</span>
            <span className={styles.tileText}>{category.description}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
