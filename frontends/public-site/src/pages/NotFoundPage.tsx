import { Link } from 'react-router-dom';
import { useHttpStatus, usePageMeta } from '../hooks/usePageMeta';
import { useLocalPath, useTexts } from '../i18n/language';
import { InlineSvg } from '../components/InlineSvg';
import notFoundArt from '../assets/art/not-found.svg';
import ui from '../styles/ui.module.css';
import styles from './StatusPage.module.css';

/** Unknown paths and missing blog posts. */
export function NotFoundPage() {
  const t = useTexts().notFound;
  const local = useLocalPath();
  usePageMeta(t.title, t.text);
  useHttpStatus(404);
  return (
    <section className={styles.page}>
      <InlineSvg svg={notFoundArt} width={320} height={220} />
      <h1>{t.title}</h1>
      <p>{t.text}</p>
      <div className={styles.actions}>
        <Link to={local('/')} className={ui.button}>
          {t.home}
        </Link>
        <Link to={local('/blog')} className={ui.buttonOutline}>
          {t.blog}
        </Link>
      </div>
    </section>
  );
}
