import { usePageMeta } from '../hooks/usePageMeta';
import { useHydrated } from '../hooks/useHydrated';
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
  const hydrated = useHydrated();

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
              // The map is asked for once the page's code has taken over, not with the page: loaded with it (the
              // iframe's document alone is 250 KB), it held the first paint of /contact back on a phone's connection
              // (Lighthouse, slow 4G: 1.39 s). Without scripts it is there at once.
              hydrated ? (
                <MapFrame title={t.mapTitle} src={site.config.mapUrl} />
              ) : (
                <noscript>
                  <MapFrame title={t.mapTitle} src={site.config.mapUrl} />
                </noscript>
              )
            ) : (
              <p className={styles.mapPending}>{site.status === 'loading' ? t.mapLoading : t.mapMissing}</p>
            )}
          </div>
        </div>
      </section>
    </>
  );
}

function MapFrame({ title, src }: { title: string; src: string }) {
  return <iframe title={title} src={src} loading="lazy" referrerPolicy="no-referrer-when-downgrade" />;
}
