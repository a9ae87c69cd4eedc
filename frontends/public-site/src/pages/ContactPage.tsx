import { usePageMeta } from '../hooks/usePageMeta';
import { useSiteConfig } from '../hooks/useSiteConfig';
import { PageBanner } from '../components/PageBanner';
import { ContactDetails } from '../components/ContactDetails';
import { ContactForm } from '../components/ContactForm';
import { useTexts } from '../i18n/language';
import ui from '../styles/ui.module.css';
import styles from './Contact.module.css';

export default function ContactPage() {
  const t = useTexts().contact;
  usePageMeta(t.metaTitle, t.metaDescription);
  const site = useSiteConfig();

  return (
    <>
      <PageBanner eyebrow={t.eyebrow} title={t.title} subtitle={t.subtitle} />
      <section className={ui.section}>
        <div className={`${ui.container} ${styles.layout}`}>
          <div className={styles.card}>
            <h2>{t.officeHeading}</h2>
            <p>{t.officeText}</p>
            <ul className={styles.details}>
              <ContactDetails labelled labelClassName={styles.label} itemClassName={styles.item} />
            </ul>
            <p className={styles.hours}>{t.hours}</p>
          </div>
          <div className={styles.formArea}>
            <ContactForm />
          </div>
          <div className={styles.map}>
            {site.status === 'ready' && site.config.mapUrl ? (
              <iframe title={t.mapTitle} src={site.config.mapUrl} loading="lazy" referrerPolicy="no-referrer-when-downgrade" />
            ) : (
              <p className={styles.mapPending}>{site.status === 'loading' ? t.mapLoading : t.mapMissing}</p>
            )}
          </div>
        </div>
      </section>
    </>
  );
}
