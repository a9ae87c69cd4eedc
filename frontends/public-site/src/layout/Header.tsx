import type { CSSProperties } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { NAVBAR_SCROLL_THRESHOLD } from '@csec/contracts';
import { useScrolledPast } from '../hooks/useScrolledPast';
import { Logo } from './Logo';
import { DRAWER_ID } from './MobileDrawer';
import { ProductsMenu } from './ProductsMenu';
import styles from './Header.module.css';

const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.link} ${styles.active}` : styles.link);

/**
 * The fixed top navigation. With `transparentAtTop` (the home page) it stays transparent over the hero
 * until the page is scrolled past the threshold; everywhere else it is solid.
 */
export function Header({ transparentAtTop }: { transparentAtTop: boolean }) {
  const scrolled = useScrolledPast(NAVBAR_SCROLL_THRESHOLD, transparentAtTop);
  const solid = !transparentAtTop || scrolled;

  return (
    <header
      className={`${styles.header} ${solid ? styles.solid : styles.transparent}`}
      data-state={solid ? 'solid' : 'transparent'}
      style={{ '--ps-header-solid-at': `${NAVBAR_SCROLL_THRESHOLD}px` } as CSSProperties}
    >
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
        {/* Opens the drawer (a popover) by itself, before the page's script has run or without it. */}
        <button type="button" className={styles.burger} aria-label="Open menu" popovertarget={DRAWER_ID}>
          <span />
          <span />
          <span />
        </button>
      </div>
    </header>
  );
}
