import { Link } from 'react-router-dom';
import { usePageMeta } from '../hooks/usePageMeta';
import { ALL_PRODUCTS } from '../content/products';
import { PageBanner } from '../components/PageBanner';
import { ProductCardGrid } from '../components/ProductCardGrid';
import { ContactBand } from '../components/ContactBand';
import ui from '../styles/ui.module.css';

/** The catalogue: where every product card's Contact Us button lands. */
export default function ProductsPage() {
  usePageMeta(
    'Our Products',
    'The CSEC portfolio: detection and monitoring, assessment, defence, cyber training, tactical encryption, digital forensics, VIP security and satellite monitoring.',
  );
  return (
    <>
      <PageBanner
        eyebrow="Our Products"
        title="Solutions for every layer of national security"
        subtitle="Choose a product to explore it, or talk to us about combining several into one programme built around your mission."
      >
        <Link to="/contact" className={ui.buttonLight}>
          Contact Us
        </Link>
      </PageBanner>
      <section className={ui.section}>
        <div className={ui.container}>
          <ProductCardGrid products={ALL_PRODUCTS} />
        </div>
      </section>
      <ContactBand
        heading="Not sure where to start?"
        text="Book a free consultation: our engineers assess your current posture and recommend the right combination of solutions."
      />
    </>
  );
}
