import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { MOBILE_BREAKPOINT, NAVBAR_SCROLL_THRESHOLD } from '@csec/contracts';
import { useScrolledPast } from '../hooks/useScrolledPast';
import { useMediaQuery } from '../hooks/useMediaQuery';
import { Logo } from './Logo';
import { ProductsMenu } from './ProductsMenu';
import styles from './Header.module.css';

// Wide screens never show the drawer, so they never download it.
const MobileDrawer = lazy(() => import('./MobileDrawer'));
const SMALL_SCREEN = `(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`;

const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.link} ${styles.active}` : styles.link);

/**
 * The fixed top navigation. With `transparentAtTop` (the home page) it stays transparent over the hero
 * until the page is scrolled past the threshold; everywhere else it is solid.
 */
export function Header({ transparentAtTop }: { transparentAtTop: boolean }) {
  const scrolled = useScrolledPast(NAVBAR_SCROLL_THRESHOLD, transparentAtTop);
  const solid = !transparentAtTop || scrolled;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const smallScreen = useMediaQuery(SMALL_SCREEN);
  // Once needed, the drawer stays mounted so that it can slide in and out.
  const [drawerNeeded, setDrawerNeeded] = useState(smallScreen);
  const { pathname } = useLocation();

  useEffect(() => {
    if (smallScreen) setDrawerNeeded(true);
  }, [smallScreen]);

  const closeDrawer = useCallback(() => setDrawerOpen(false), []);

  useEffect(closeDrawer, [pathname, closeDrawer]);

  return (
    <>
      <header className={`${styles.header} ${solid ? styles.solid : styles.transparent}`} data-state={solid ? 'solid' : 'transparent'}>
        <div className={styles.inner}>
          <Link to="/" className={styles.brand} aria-label="CSEC home">
            <Logo className={styles.logo} />
          </Link>
          <nav className={styles.nav} aria-label="Main">
            <NavLink to="/" end className={linkClass}>
              Home
            </NavLink>
            <NavLink to="/about" className={linkClass}>
              About
            </NavLink>
            <ProductsMenu />
            <NavLink to="/blog" className={linkClass}>
              Blog
            </NavLink>
          </nav>
          <Link to="/contact" className={styles.cta}>
            Contact Us
          </Link>
          <button
            type="button"
            className={styles.burger}
            aria-label="Open menu"
            aria-expanded={drawerOpen}
            aria-controls="site-drawer"
            onClick={() => {
              setDrawerNeeded(true);
              setDrawerOpen(true);
            }}
          >
            <span />
            <span />
            <span />
          </button>
        </div>
      </header>
      {drawerNeeded && (
        <Suspense fallback={null}>
          <MobileDrawer id="site-drawer" open={drawerOpen} onClose={closeDrawer} />
        </Suspense>
      )}
    </>
  );
}
