import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { SITE_LANGUAGES, type SiteLanguage } from '@csec/contracts';
import { useSiteLanguage } from '../i18n/language';
import { OFFER_TEXTS } from '../i18n/offer-texts';
import { useSwitchPath } from '../i18n/useSwitchPath';
import styles from './LanguageOffer.module.css';

/** Kept in the browser once a visitor has closed the offer or followed it: it is not made again. */
export const OFFER_DISMISSED_KEY = 'csec.language-offer.dismissed';

/** The site language the browser puts first, if it is one of the site's ('id-ID' -> 'id'). */
function preferredLanguage(): SiteLanguage | undefined {
  const first = (navigator.languages?.[0] ?? navigator.language ?? '').toLowerCase().split('-')[0];
  return SITE_LANGUAGES.find((language) => language === first);
}

function dismissed(): boolean {
  try {
    return localStorage.getItem(OFFER_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

function remember(): void {
  try {
    localStorage.setItem(OFFER_DISMISSED_KEY, '1');
  } catch {
    // Storage refused (private mode): the offer comes back on the next page, nothing worse.
  }
}

/**
 * A small, dismissible offer of this page in the language the visitor's browser prefers, written in
 * that language. Never a redirect (crawlers send no Accept-Language and must see each page where it
 * is), and only in the browser after the page has loaded: the server's HTML is the same for everyone.
 * It sits over the page's bottom edge, so nothing moves when it appears.
 */
export function LanguageOffer() {
  const language = useSiteLanguage();
  const [offered, setOffered] = useState<SiteLanguage | undefined>(undefined);
  const target = useSwitchPath(language === 'en' ? 'id' : 'en');

  useEffect(() => {
    const preferred = preferredLanguage();
    setOffered(preferred && preferred !== language && !dismissed() ? preferred : undefined);
  }, [language]);

  // Offered only where this very page exists in the other language (not a post without a translation).
  if (!offered || !target.samePage) return null;
  const t = OFFER_TEXTS[offered];
  const close = () => {
    remember();
    setOffered(undefined);
  };
  return (
    <aside className={styles.offer} lang={offered} aria-label={t.label}>
      <p>
        {t.text}{' '}
        <Link to={target.path} hrefLang={offered} onClick={remember}>
          {t.link}
        </Link>
      </p>
      <button type="button" className={styles.close} onClick={close} aria-label={t.dismiss}>
        ×
      </button>
    </aside>
  );
}
