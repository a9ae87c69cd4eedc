import { usePageMeta } from '../hooks/usePageMeta';
import { useAbout } from '../content/localized/about';
import { useMenuProducts } from '../content/localized/products';
import { useTexts } from '../i18n/language';
import { PageBanner } from '../components/PageBanner';
import { ProductCardGrid } from '../components/ProductCardGrid';
import { SectionIntro } from '../components/SectionIntro';
import { ValueCards } from '../components/ValueCards';
import { WhoWeAre } from './about/WhoWeAre';
import { VisionMission } from './about/VisionMission';
import { History } from './about/History';
import ui from '../styles/ui.module.css';

export default function AboutPage() {
  const { ABOUT_BANNER, ABOUT_META } = useAbout();
  const t = useTexts().about;
  usePageMeta(ABOUT_META.title, ABOUT_META.description);
  return (
    <>
      <PageBanner {...ABOUT_BANNER} />
      <WhoWeAre />
      <VisionMission />
      <History />
      <section className={ui.sectionAlt} aria-labelledby="about-products">
        <div className={ui.container}>
          <SectionIntro id="about-products" eyebrow={t.productsEyebrow} heading={t.productsHeading} lead={t.productsLead} />
          <ProductCardGrid products={useMenuProducts()} />
        </div>
      </section>
      <ValueCards />
    </>
  );
}
