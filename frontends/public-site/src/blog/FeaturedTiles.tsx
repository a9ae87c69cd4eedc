import { Link } from 'react-router-dom';
import { FEATURED_CATEGORIES } from '@csec/contracts';
import { useLocalPath, useSiteLanguage, useTexts } from '../i18n/language';
import { tagPath } from './categoryName';
import styles from './Blog.module.css';

/** The four featured categories as large tiles, each opening its tag page, named in the page's language. */
export function FeaturedTiles() {
  const indonesian = useSiteLanguage() === 'id';
  const localPath = useLocalPath();
  return (
    <ul className={styles.tiles} aria-label={useTexts().blog.featured}>
      {FEATURED_CATEGORIES.map((category) => (
        <li key={category.tag}>
          <Link to={localPath(tagPath(category.tag))} className={styles.tile} data-tag={category.tag}>
            <span className={styles.tileName}>{(indonesian ? category.indonesianName : category.name).toUpperCase()}</span>
            <span className={styles.tileText}>{indonesian ? category.indonesianDescription : category.description}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
