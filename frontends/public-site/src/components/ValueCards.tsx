import { VALUES } from '../content/values';
import { SectionIntro } from './SectionIntro';
import ui from '../styles/ui.module.css';
import styles from './ValueCards.module.css';

/** The "why us" band: the four value cards. */
export function ValueCards() {
  return (
    <section className={ui.section} aria-labelledby="values-heading">
      <div className={ui.container}>
        <SectionIntro
          id="values-heading"
          eyebrow="Why CSEC"
          heading="Security you can build a nation on"
          lead="Four commitments behind every project, from the first consultation to years of operation."
        />
        <ul className={styles.grid}>
          {VALUES.map((value) => (
            <li key={value.name} className={styles.card}>
              <img src={value.icon} alt="" width={52} height={52} />
              <h3>{value.name}</h3>
              <p>{value.desc}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
