import { useEffect, useRef } from 'react';
import { DEFERRED_SRC_ATTRIBUTE } from '@csec/contracts';
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
              <MapFrame title={t.mapTitle} src={site.config.mapUrl} />
            ) : (
              <p className={styles.mapPending}>{site.status === 'loading' ? t.mapLoading : t.mapMissing}</p>
            )}
          </div>
        </div>
      </section>
    </>
  );
}

/**
 * The map is asked for once the page has been painted, not with it: loaded with the page (the iframe's
 * document alone is 250 KB), it held the first paint of /contact back on a phone's connection (Lighthouse,
 * slow 4G: 1.39 s). On a server-rendered page the page's loader gives it its address (apps/api
 * site/page-scripts.ts), whether or not the page's code has loaded; on a page rendered here, this does.
 * Without scripts the <noscript> copy shows instead (and this one is hidden by the stylesheet).
 */
function MapFrame({ title, src }: { title: string; src: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    const element = frame.current;
    if (element && element.getAttribute('src') !== src) element.src = src;
  }, [src]);
  const shared = { title, loading: 'lazy', referrerPolicy: 'no-referrer-when-downgrade' } as const;
  return (
    <>
      <iframe ref={frame} {...shared} {...{ [DEFERRED_SRC_ATTRIBUTE]: src }} />
      <noscript>
        <iframe {...shared} src={src} />
      </noscript>
    </>
  );
}
