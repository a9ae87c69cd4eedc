import type { CSSProperties } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { NAVBAR_SCROLL_THRESHOLD } from '@csec/contracts';
import { useScrolledPast } from '../hooks/useScrolledPast';
import { useLocalPath, useTexts } from '../i18n/language';
import { LanguageSwitch } from './LanguageSwitch';
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
  const t = useTexts().header;
  const local = useLocalPath();

  return (
    <header
      className={`${styles.header} ${solid ? styles.solid : styles.transparent}`}
      data-state={solid ? 'solid' : 'transparent'}
      style={{ '--ps-header-solid-at': `${NAVBAR_SCROLL_THRESHOLD}px` } as CSSProperties}
    >
      <div className={styles.inner}>
        <Link to={local('/')} className={styles.brand} aria-label={t.home}>
          <Logo className={styles.logo} />
        </Link>
        <nav className={styles.nav} aria-label={t.mainNav}>
          <NavLink to={local('/')} end className={linkClass}>
            {t.homeLink}
          </NavLink>
          <NavLink to={local('/about')} className={linkClass}>
            {t.about}
          </NavLink>
          <ProductsMenu />
          <NavLink to={local('/blog')} className={linkClass}>
            {t.blog}
          </NavLink>
        </nav>
        <LanguageSwitch className={styles.language} />
        <Link to={local('/contact')} className={styles.cta}>
          {t.contact}
        </Link>
        {/* Opens the drawer (a popover) by itself, before the page's script has run or without it. */}
        <button type="button" className={styles.burger} aria-label={t.openMenu} popovertarget={DRAWER_ID}>
          <span />
          <span />
          <span />
        </button>
      </div>
    </header>
  );
}
