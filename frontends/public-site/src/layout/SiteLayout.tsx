import { Suspense, useEffect, useRef, type CSSProperties } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { NAVBAR_HEIGHT } from '@csec/contracts';
import { Header } from './Header';
import { Footer } from './Footer';
import { MobileDrawer } from './MobileDrawer';
import styles from './SiteLayout.module.css';

const HOME_PATH = '/';

function PageLoading() {
  return (
    <div className={styles.loading} role="status" aria-label="Loading page">
      <span className={styles.spinner} />
    </div>
  );
}

/** Header, the current page (loaded on demand) and footer. */
export function SiteLayout() {
  const { pathname } = useLocation();
  const isHome = pathname === HOME_PATH;

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
    </div>
  );
}
