import { useEffect } from 'react';
import { FORM_IFRAME_HEIGHT, LANGUAGE_PREFIX, REGISTRATION_FORM_PATH } from '@csec/contracts';
import { usePageMeta } from '../hooks/usePageMeta';
import { useSiteConfig } from '../hooks/useSiteConfig';
import { PageBanner } from '../components/PageBanner';
import { ContactDetails } from '../components/ContactDetails';
import { useSiteLanguage, useTexts } from '../i18n/language';
import ui from '../styles/ui.module.css';
import styles from './Form.module.css';

export default function FormPage() {
  const t = useTexts().form;
  usePageMeta(t.metaTitle, t.metaDescription);
  const site = useSiteConfig();
  const language = useSiteLanguage();
  const configured = site.status === 'ready' ? site.config.formUrl : '';
  // The product's own form has a page per language; an external one (FORM_URL) is shown as configured.
  const formUrl = configured === REGISTRATION_FORM_PATH ? `${LANGUAGE_PREFIX[language]}${configured}` : configured;

  useEffect(() => {
    // Operators check here which form address the page was configured with.
    if (site.status === 'ready') console.log('Form URL:', site.config.formUrl);
  }, [site]);

  return (
    <>
      <PageBanner eyebrow={t.eyebrow} title={t.title} subtitle={t.subtitle} />
      <section className={ui.section}>
        <div className={ui.container}>
          {formUrl ? (
            <iframe className={styles.frame} title={t.frameTitle} src={formUrl} height={FORM_IFRAME_HEIGHT} style={{ height: FORM_IFRAME_HEIGHT }}>
              {t.frameLoading}
            </iframe>
          ) : site.status === 'loading' ? (
            <p className={styles.notice} role="status">
              {t.loading}
            </p>
          ) : (
            <div className={styles.notice} role="note">
              <h2>{t.closedHeading}</h2>
              <p>{t.closedText}</p>
              <ul className={styles.contact}>
                <ContactDetails labelled labelClassName={styles.label} />
              </ul>
            </div>
          )}
        </div>
      </section>
    </>
  );
}
