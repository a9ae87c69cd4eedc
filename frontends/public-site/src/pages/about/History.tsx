import { HISTORY } from '../../content/about';
import { SectionIntro } from '../../components/SectionIntro';
import ui from '../../styles/ui.module.css';
import styles from './About.module.css';

export function History() {
  return (
    <section className={ui.section} aria-labelledby="history">
      <div className={ui.container}>
        <SectionIntro
          id="history"
          eyebrow="Our History"
          heading="Fifteen years of earning trust"
          lead="From a small engineering team in Jakarta to a regional partner with international technology alliances."
        />
        <ol className={styles.timeline}>
          {HISTORY.map((milestone) => (
            <li key={milestone.year}>
              <span className={styles.year}>{milestone.year}</span>
              <div>
                <h3>{milestone.heading}</h3>
                <p>{milestone.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
