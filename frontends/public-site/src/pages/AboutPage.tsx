import { usePageMeta } from '../hooks/usePageMeta';
import { ABOUT_BANNER, ABOUT_META } from '../content/about';
import { MENU_PRODUCTS } from '../content/products';
import { PageBanner } from '../components/PageBanner';
import { ProductCardGrid } from '../components/ProductCardGrid';
import { SectionIntro } from '../components/SectionIntro';
import { ValueCards } from '../components/ValueCards';
import { WhoWeAre } from './about/WhoWeAre';
import { VisionMission } from './about/VisionMission';
import { History } from './about/History';
import ui from '../styles/ui.module.css';

export default function AboutPage() {
  usePageMeta(ABOUT_META.title, ABOUT_META.description);
  return (
    <>
      <PageBanner {...ABOUT_BANNER} />
      <WhoWeAre />
      <VisionMission />
      <History />
      <section className={ui.sectionAlt} aria-labelledby="about-products">
        <div className={ui.container}>
          <SectionIntro
            id="about-products"
            eyebrow="What We Deliver"
            heading="Our products"
            lead="Each solution stands on its own and all of them share one operations picture."
          />
          <ProductCardGrid products={MENU_PRODUCTS} />
        </div>
      </section>
      <ValueCards />
    </>
  );
}
