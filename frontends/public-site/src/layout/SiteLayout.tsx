import { Suspense, useEffect, type CSSProperties } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { NAVBAR_HEIGHT } from '@csec/contracts';
import { Header } from './Header';
import { Footer } from './Footer';
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

  // A new page starts at its top, as a full page load would.
  useEffect(() => {
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
    </div>
  );
}
