import { Link } from 'react-router-dom';
import { usePageMeta } from '../hooks/usePageMeta';
import { useAllProducts } from '../content/localized/products';
import { useLocalPath, useTexts } from '../i18n/language';
import { PageBanner } from '../components/PageBanner';
import { ProductCardGrid } from '../components/ProductCardGrid';
import { ContactBand } from '../components/ContactBand';
import ui from '../styles/ui.module.css';

/** The catalogue: where every product card's Contact Us button lands. */
export default function ProductsPage() {
  const texts = useTexts();
  const t = texts.products;
  const local = useLocalPath();
  usePageMeta(t.metaTitle, t.metaDescription);
  return (
    <>
      <PageBanner eyebrow={t.eyebrow} title={t.title} subtitle={t.subtitle}>
        <Link to={local('/contact')} className={ui.buttonLight}>
          {texts.contactUs}
        </Link>
      </PageBanner>
      <section className={ui.section}>
        <div className={ui.container}>
          <ProductCardGrid products={useAllProducts()} />
        </div>
      </section>
      <ContactBand heading={t.bandHeading} text={t.bandText} />
    </>
  );
}
