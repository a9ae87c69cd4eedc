import { useValues } from '../content/localized/values';
import { useTexts } from '../i18n/language';
import { InlineSvg } from './InlineSvg';
import { SectionIntro } from './SectionIntro';
import ui from '../styles/ui.module.css';
import styles from './ValueCards.module.css';

/** The "why us" band: the four value cards. */
export function ValueCards() {
  const t = useTexts().values;
  return (
    <section className={ui.section} aria-labelledby="values-heading">
      <div className={ui.container}>
        <SectionIntro id="values-heading" eyebrow={t.eyebrow} heading={t.heading} lead={t.lead} />
        <ul className={styles.grid}>
          {useValues().map((value) => (
            <li key={value.name} className={styles.card}>
              <InlineSvg svg={value.icon} width={52} height={52} />
              <h3>{value.name}</h3>
              <p>{value.desc}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
