import { Link } from 'react-router-dom';
import { PUBLIC_TEXTS } from '@csec/contracts';
import { usePageMeta } from '../hooks/usePageMeta';
import constructionArt from '../assets/art/under-construction.svg';
import ui from '../styles/ui.module.css';
import styles from './StatusPage.module.css';

export default function UnderConstructionPage() {
  usePageMeta(PUBLIC_TEXTS.underConstruction, 'This part of our website is being prepared and will be available soon.');
  return (
    <section className={styles.page}>
      <img src={constructionArt} alt="" width={320} height={220} />
      <h1>{PUBLIC_TEXTS.underConstruction}</h1>
      <p>We are preparing this page. In the meantime, our team is happy to answer your questions directly.</p>
      <div className={styles.actions}>
        <Link to="/" className={ui.button}>
          Back to Home
        </Link>
        <Link to="/contact" className={ui.buttonOutline}>
          Contact Us
        </Link>
      </div>
    </section>
  );
}
