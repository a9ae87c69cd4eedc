import { Link } from 'react-router-dom';
import type { ProductCard } from '../content/types';
import { useLocalPath, useTexts } from '../i18n/language';
import { InlineSvg } from './InlineSvg';
import styles from './ProductCardGrid.module.css';

/** One card per product: icon, name, summary, key points and a Learn More link to its page. */
export function ProductCardGrid({ products }: { products: readonly ProductCard[] }) {
  const t = useTexts();
  const local = useLocalPath();
  return (
    <ul className={styles.grid}>
      {products.map((product) => (
        <li key={product.link} className={styles.card}>
          <InlineSvg className={styles.icon} svg={product.icon} width={56} height={56} />
          <h3 className={styles.name}>{product.name}</h3>
          <p className={styles.text}>{product.text}</p>
          <ul className={styles.points}>
            {product.desc.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
          <Link to={local(product.link)} className={styles.more} aria-label={t.learnMoreAbout(product.name)}>
            {t.learnMore} <span aria-hidden="true">→</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
