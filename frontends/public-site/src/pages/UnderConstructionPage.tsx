import { Link } from 'react-router-dom';
import { usePageMeta } from '../hooks/usePageMeta';
import { useLocalPath, useTexts } from '../i18n/language';
import { InlineSvg } from '../components/InlineSvg';
import constructionArt from '../assets/art/under-construction.svg';
import ui from '../styles/ui.module.css';
import styles from './StatusPage.module.css';

export default function UnderConstructionPage() {
  const t = useTexts().underConstruction;
  const local = useLocalPath();
  usePageMeta(t.title, t.description);
  return (
    <section className={styles.page}>
      <InlineSvg svg={constructionArt} width={320} height={220} />
      <h1>{t.title}</h1>
      <p>{t.text}</p>
      <div className={styles.actions}>
        <Link to={local('/')} className={ui.button}>
          {t.home}
        </Link>
        <Link to={local('/contact')} className={ui.buttonOutline}>
          {t.contact}
        </Link>
      </div>
    </section>
  );
}
