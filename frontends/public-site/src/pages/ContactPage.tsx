import { usePageMeta } from '../hooks/usePageMeta';
import { useSiteConfig } from '../hooks/useSiteConfig';
import { PageBanner } from '../components/PageBanner';
import { ContactDetails } from '../components/ContactDetails';
import { ContactForm } from '../components/ContactForm';
import ui from '../styles/ui.module.css';
import styles from './Contact.module.css';

export default function ContactPage() {
  usePageMeta('Contact Us', 'Talk to our security engineers in Jakarta: our office address, e-mail, phone number and a map to find us.');
  const site = useSiteConfig();

  return (
    <>
      <PageBanner
        eyebrow="Contact Us"
        title="Let’s talk about your security"
        subtitle="Tell us what you need to protect. An engineer will reply within one business day, and our operations centre is reachable around the clock."
      />
      <section className={ui.section}>
        <div className={`${ui.container} ${styles.layout}`}>
          <div className={styles.card}>
            <h2>Head office</h2>
            <p>Visit us, write to us or call us: consultations are free and confidential.</p>
            <ul className={styles.details}>
              <ContactDetails labelled labelClassName={styles.label} itemClassName={styles.item} />
            </ul>
            <p className={styles.hours}>Office hours: Monday to Friday, 08:30–17:30 WIB. Support: 24/7.</p>
          </div>
          <div className={styles.formArea}>
            <ContactForm />
          </div>
          <div className={styles.map}>
            {site.status === 'ready' && site.config.mapUrl ? (
              <iframe title="Map of our office location" src={site.config.mapUrl} loading="lazy" referrerPolicy="no-referrer-when-downgrade" />
            ) : (
              <p className={styles.mapPending}>{site.status === 'loading' ? 'Loading map…' : 'The map is not available right now.'}</p>
            )}
          </div>
        </div>
      </section>
    </>
  );
}
