import { useAbout } from '../../content/localized/about';
import { useTexts } from '../../i18n/language';
import { SectionIntro } from '../../components/SectionIntro';
import ui from '../../styles/ui.module.css';
import styles from './About.module.css';

export function History() {
  const { HISTORY } = useAbout();
  const t = useTexts().about;
  return (
    <section className={ui.section} aria-labelledby="history">
      <div className={ui.container}>
        <SectionIntro id="history" eyebrow={t.historyEyebrow} heading={t.historyHeading} lead={t.historyLead} />
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
