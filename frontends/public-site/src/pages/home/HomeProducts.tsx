import { Link } from 'react-router-dom';
import { ALL_PRODUCTS } from '../../content/products';
import { PRODUCTS_CLAIM, PRODUCTS_SECTION } from '../../content/home';
import { ProductCardGrid } from '../../components/ProductCardGrid';
import { SectionIntro } from '../../components/SectionIntro';
import ui from '../../styles/ui.module.css';
import styles from './Home.module.css';

export function HomeProducts() {
  return (
    <section className={ui.sectionAlt} aria-labelledby="home-products">
      <div className={ui.container}>
        <SectionIntro id="home-products" {...PRODUCTS_SECTION}>
          <p className={styles.claim} data-testid="products-claim">
            <strong>{PRODUCTS_CLAIM.value}</strong> <span>{PRODUCTS_CLAIM.label}</span>
          </p>
        </SectionIntro>
        <ProductCardGrid products={ALL_PRODUCTS} />
        <div className={styles.centered}>
          <Link to="/products" className={ui.buttonOutline}>
            Contact Us
          </Link>
        </div>
      </div>
    </section>
  );
}
