import { Link } from 'react-router-dom';
import { useHome } from '../../content/localized/home';
import { useAllProducts } from '../../content/localized/products';
import { useLocalPath, useTexts } from '../../i18n/language';
import { ProductCardGrid } from '../../components/ProductCardGrid';
import { SectionIntro } from '../../components/SectionIntro';
import ui from '../../styles/ui.module.css';
import styles from './Home.module.css';

export function HomeProducts() {
  const { PRODUCTS_CLAIM, PRODUCTS_SECTION } = useHome();
  const texts = useTexts();
  const local = useLocalPath();
  return (
    <section className={ui.sectionAlt} aria-labelledby="home-products">
      <div className={ui.container}>
        <SectionIntro id="home-products" {...PRODUCTS_SECTION}>
          <p className={styles.claim} data-testid="products-claim">
            <strong>{PRODUCTS_CLAIM.value}</strong> <span>{PRODUCTS_CLAIM.label}</span>
          </p>
        </SectionIntro>
        <ProductCardGrid products={useAllProducts()} />
        <div className={styles.centered}>
          <Link to={local('/products')} className={ui.buttonOutline}>
            {texts.contactUs}
          </Link>
        </div>
      </div>
    </section>
  );
}
