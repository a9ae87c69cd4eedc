import { useEffect } from 'react';
import { FORM_IFRAME_HEIGHT } from '@csec/contracts';
import { usePageMeta } from '../hooks/usePageMeta';
import { useSiteConfig } from '../hooks/useSiteConfig';
import { PageBanner } from '../components/PageBanner';
import { ContactDetails } from '../components/ContactDetails';
import ui from '../styles/ui.module.css';
import styles from './Form.module.css';

export default function FormPage() {
  usePageMeta('Registration Form', 'Register for Cyber Resilience Beyond Borders and our other events, or send us your enquiry through the registration form.');
  const site = useSiteConfig();
  const formUrl = site.status === 'ready' ? site.config.formUrl : '';

  useEffect(() => {
    // Operators check here which form address the page was configured with.
    if (site.status === 'ready') console.log('Form URL:', site.config.formUrl);
  }, [site]);

  return (
    <>
      <PageBanner
        eyebrow="Registration"
        title="Register your interest"
        subtitle="Fill in the form below to register for our events or request a consultation. We review every registration and confirm by e-mail."
      />
      <section className={ui.section}>
        <div className={ui.container}>
          {formUrl ? (
            <iframe className={styles.frame} title="Registration form" src={formUrl} height={FORM_IFRAME_HEIGHT} style={{ height: FORM_IFRAME_HEIGHT }}>
              Loading…
            </iframe>
          ) : site.status === 'loading' ? (
            <p className={styles.notice} role="status">
              Loading the registration form…
            </p>
          ) : (
            <div className={styles.notice} role="note">
              <h2>Registration is handled by our team for now</h2>
              <p>The online form is not open at the moment. Please write or call us and we will register you directly:</p>
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
