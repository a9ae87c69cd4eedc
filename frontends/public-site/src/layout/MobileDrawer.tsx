import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useMenuProducts } from '../content/localized/products';
import { useLocalPath, useTexts } from '../i18n/language';
import { LanguageSwitch } from './LanguageSwitch';
import { Logo } from './Logo';
import styles from './MobileDrawer.module.css';

/**
 * The small-screen navigation: a drawer sliding in from the left, with a collapsible Products list.
 * It is a `popover` (the header's menu button is its `popovertarget`) and the list a `<details>`, so
 * both work from the server's HTML before the page's script has run, and with none at all; the browser
 * also closes it on Escape and on a tap outside. Once hydrated, React closes it when a link is
 * followed and keeps the page behind from scrolling while it is open. It comes last in the page (after
 * the footer), as a popover shows in the top layer wherever it is: the page's own content comes first.
 */
/** Whether the popover is shown; false in a DOM that knows no popovers (jsdom refuses the selector). */
function popoverShown(element: HTMLElement): boolean {
  try {
    return element.matches(':popover-open');
  } catch {
    return false;
  }
}

/** The drawer's id: the header's menu button names it as its popovertarget. */
export const DRAWER_ID = 'site-drawer';

export function MobileDrawer() {
  const drawer = useRef<HTMLElement>(null);
  const products = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const texts = useTexts();
  const menuProducts = useMenuProducts();
  const t = texts.drawer;
  const local = useLocalPath();

  useEffect(() => {
    const element = drawer.current;
    if (!element) return;
    const onToggle = (event: ToggleEvent) => {
      setOpen(event.newState === 'open');
      if (event.newState === 'closed' && products.current) products.current.open = false;
    };
    element.addEventListener('toggle', onToggle);
    // A visitor may have opened it before this code ran.
    setOpen(popoverShown(element));
    return () => element.removeEventListener('toggle', onToggle);
  }, []);

  useEffect(() => {
    if (!open) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [open]);

  // Hiding a hidden popover does nothing; a DOM without popovers (jsdom) has no hidePopover.
  const close = useCallback(() => {
    const element = drawer.current;
    if (element && typeof element.hidePopover === 'function') element.hidePopover();
  }, []);
  // A page shown by other means (the back button) closes it too; not the first one, which a visitor
  // may have opened the drawer on before this code ran.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    close();
  }, [pathname, close]);

  return (
    <aside id={DRAWER_ID} ref={drawer} popover="auto" className={styles.drawer} aria-label={t.label}>
      <div className={styles.top}>
        <Link to={local('/')} className={styles.brand} aria-label={texts.header.home}>
          <Logo className={styles.logo} />
        </Link>
        <button type="button" className={styles.close} aria-label={t.closeMenu} popovertarget={DRAWER_ID} popovertargetaction="hide">
          ×
        </button>
      </div>
      {/* Following a link closes the drawer, even when it points at the page already shown. */}
      <nav aria-label={t.mobileNav} onClick={(event) => (event.target as Element).closest('a') && close()}>
        <NavLink to={local('/')} end className={styles.link}>
          {texts.header.homeLink}
        </NavLink>
        <NavLink to={local('/about')} className={styles.link}>
          {texts.header.about}
        </NavLink>
        <details ref={products} className={styles.products}>
          <summary className={`${styles.link} ${styles.toggle}`}>
            {texts.header.products}
            <span className={styles.chevron} aria-hidden="true" />
          </summary>
          <ul id="drawer-products" className={styles.productList}>
            {menuProducts.map((product) => (
              <li key={product.link}>
                <NavLink to={local(product.link)} className={styles.subLink}>
                  {product.name}
                </NavLink>
              </li>
            ))}
            <li>
              <NavLink to={local('/products')} className={styles.subLink}>
                {t.allProducts}
              </NavLink>
            </li>
          </ul>
        </details>
        <NavLink to={local('/blog')} className={styles.link}>
          {texts.header.blog}
        </NavLink>
        <LanguageSwitch className={styles.language} long />
        <Link to={local('/contact')} className={styles.cta}>
          {texts.header.contact}
        </Link>
      </nav>
    </aside>
  );
}
