import { Suspense, useEffect, useRef, type CSSProperties } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { NAVBAR_HEIGHT, withoutLanguage } from '@csec/contracts';
import { useSiteLanguage, useTexts } from '../i18n/language';
import { Header } from './Header';
import { Footer } from './Footer';
import { LanguageOffer } from './LanguageOffer';
import { MobileDrawer } from './MobileDrawer';
import styles from './SiteLayout.module.css';

const HOME_PATH = '/';

function PageLoading() {
  return (
    <div className={styles.loading} role="status" aria-label={useTexts().loadingPage}>
      <span className={styles.spinner} />
    </div>
  );
}

/** Header, the current page (loaded on demand) and footer. */
export function SiteLayout() {
  const { pathname } = useLocation();
  const isHome = withoutLanguage(pathname) === HOME_PATH;
  const language = useSiteLanguage();

  // The server writes <html lang> for the page it renders; a page shown in the browser after it sets it.
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  // A new page starts at its top, as a full page load would. The first page is left where the
  // browser put it: a reader may have scrolled the server-rendered page before the code took over.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <div className={styles.site} style={{ '--ps-navbar-height': `${NAVBAR_HEIGHT}px` } as CSSProperties}>
      <Header transparentAtTop={isHome} />
      <main className={isHome ? styles.main : `${styles.main} ${styles.offset}`}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <MobileDrawer />
      <LanguageOffer />
    </div>
  );
}
