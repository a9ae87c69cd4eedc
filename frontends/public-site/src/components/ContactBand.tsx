import { Link } from 'react-router-dom';
import { useLocalPath, useTexts } from '../i18n/language';
import ui from '../styles/ui.module.css';
import styles from './ContactBand.module.css';

/** The closing "get in touch" banner of product pages. */
export function ContactBand({ heading, text }: { heading: string; text: string }) {
  const local = useLocalPath();
  const texts = useTexts();
  return (
    <section className={styles.band} aria-label={heading}>
      <div className={`${ui.container} ${styles.inner}`}>
        <div>
          <h2>{heading}</h2>
          <p>{text}</p>
        </div>
        <Link to={local('/contact')} className={ui.buttonLight}>
          {texts.getInTouch}
        </Link>
      </div>
    </section>
  );
}
