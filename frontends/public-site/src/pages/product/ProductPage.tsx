import { Link } from 'react-router-dom';
import type { ProductPageContent } from '../../content/types';
import { usePageMeta } from '../../hooks/usePageMeta';
import { PageBanner } from '../../components/PageBanner';
import { SectionIntro } from '../../components/SectionIntro';
import { ContactBand } from '../../components/ContactBand';
import { InlineSvg } from '../../components/InlineSvg';
import { useLocalPath, useTexts } from '../../i18n/language';
import { FeatureSectionView } from './FeatureSectionView';
import ui from '../../styles/ui.module.css';
import styles from './ProductPage.module.css';

/** Renders any /product/... page from its content: banner, overview cards, feature sections, closing banner. */
export function ProductPage({ content }: { content: ProductPageContent }) {
  const { meta, banner, overview, sections, closing } = content;
  usePageMeta(meta.title, meta.description);
  const texts = useTexts();
  const local = useLocalPath();

  return (
    <>
      <PageBanner {...banner}>
        <Link to={local('/contact')} className={ui.buttonLight}>
          {texts.contactUs}
        </Link>
      </PageBanner>
      <section className={ui.section} aria-labelledby="product-overview">
        <div className={ui.container}>
          <SectionIntro id="product-overview" eyebrow={texts.products.overview} heading={overview.heading} lead={overview.intro} />
          <ul className={styles.overview}>
            {overview.cards.map((card) => (
              <li key={card.name} className={styles.card}>
                <InlineSvg svg={card.icon} width={52} height={52} />
                <h3>{card.name}</h3>
                <p>{card.desc}</p>
                {card.contact && (
                  <Link to={local('/products')} className={ui.buttonOutline}>
                    {texts.contactUs}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </div>
      </section>
      {sections.map((section, index) => (
        <FeatureSectionView key={section.id} section={section} alternate={index % 2 === 0} />
      ))}
      <ContactBand heading={closing.heading} text={closing.text} />
    </>
  );
}
