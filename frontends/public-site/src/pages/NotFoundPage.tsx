import { Link } from 'react-router-dom';
import { NOT_FOUND_TEXT } from '@csec/contracts';
import { useHttpStatus, usePageMeta } from '../hooks/usePageMeta';
import notFoundArt from '../assets/art/not-found.svg';
import ui from '../styles/ui.module.css';
import styles from './StatusPage.module.css';

/** Unknown paths and missing blog posts. */
export function NotFoundPage() {
  usePageMeta('Page not found', NOT_FOUND_TEXT);
  useHttpStatus(404);
  return (
    <section className={styles.page}>
      <img src={notFoundArt} alt="" width={320} height={220} />
      <h1>Page not found</h1>
      <p>{NOT_FOUND_TEXT}</p>
      <div className={styles.actions}>
        <Link to="/" className={ui.button}>
          Back to Home
        </Link>
        <Link to="/blog" className={ui.buttonOutline}>
          Read our Blog
        </Link>
      </div>
    </section>
  );
}
