import { Link } from 'react-router-dom';
import { useHome } from '../../content/localized/home';
import { useLocalPath, useTexts } from '../../i18n/language';
import { InlineSvg } from '../../components/InlineSvg';
import poster from '../../assets/art/poster-2024.svg';
import ui from '../../styles/ui.module.css';
import styles from './Home.module.css';

export function EventBanner() {
  const { EVENT } = useHome();
  const texts = useTexts();
  const local = useLocalPath();
  return (
    <section className={ui.section} aria-labelledby="event-heading">
      <div className={`${ui.container} ${styles.event}`}>
        <InlineSvg className={styles.poster} svg={poster} alt={texts.home.poster(EVENT.title, EVENT.year)} width={360} height={480} />
        <div>
          <span className={ui.eyebrow}>{EVENT.eyebrow}</span>
          <h2 className={ui.heading} id="event-heading">
            {EVENT.title} <span className={styles.year}>{EVENT.year}</span>
          </h2>
          <p className={ui.lead}>{EVENT.text}</p>
          <ul className={styles.eventDetails}>
            {EVENT.details.map((detail) => (
              <li key={detail}>{detail}</li>
            ))}
          </ul>
          <Link to={local('/form')} className={ui.button}>
            {texts.register}
          </Link>
        </div>
      </div>
    </section>
  );
}
