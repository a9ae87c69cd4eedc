import type { FeatureSection } from '../../content/types';
import { InlineSvg } from '../../components/InlineSvg';
import ui from '../../styles/ui.module.css';
import styles from './ProductPage.module.css';

/** One band of a product page: heading, optional key figures and illustration, then its features. */
export function FeatureSectionView({ section, alternate }: { section: FeatureSection; alternate: boolean }) {
  const headingId = `section-${section.id}`;
  return (
    <section id={section.id} className={alternate ? ui.sectionAlt : ui.section} aria-labelledby={headingId}>
      <div className={ui.container}>
        <div className={section.art ? `${ui.split} ${styles.head}` : styles.head}>
          <div>
            <span className={ui.eyebrow}>{section.eyebrow}</span>
            <h2 className={ui.heading} id={headingId}>
              {section.heading}
            </h2>
            <p className={ui.lead}>{section.intro}</p>
            {section.highlights && (
              <ul className={styles.highlights}>
                {section.highlights.map((highlight) => (
                  <li key={highlight.label}>
                    <strong>{highlight.value}</strong>
                    <span>{highlight.label}</span>
                  </li>
                ))}
              </ul>
            )}
          </div>
          {section.art && <InlineSvg className={styles.art} svg={section.art} width={480} height={340} />}
        </div>
        <ul className={styles.features}>
          {section.features.map((feature) => (
            <li key={feature.name}>
              <h3>{feature.name}</h3>
              <p>{feature.desc}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
