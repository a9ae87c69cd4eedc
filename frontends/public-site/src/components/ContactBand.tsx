import { Link } from 'react-router-dom';
import ui from '../styles/ui.module.css';
import styles from './ContactBand.module.css';

/** The closing "get in touch" banner of product pages. */
export function ContactBand({ heading, text }: { heading: string; text: string }) {
  return (
    <section className={styles.band} aria-label={heading}>
      <div className={`${ui.container} ${styles.inner}`}>
        <div>
          <h2>{heading}</h2>
          <p>{text}</p>
        </div>
        <Link to="/contact" className={ui.buttonLight}>
          Get in Touch
        </Link>
      </div>
    </section>
  );
}
