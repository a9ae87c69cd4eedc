import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { withoutLanguage } from '@csec/contracts';
import { InlineSvg } from '../components/InlineSvg';
import { useMenuProducts } from '../content/localized/products';
import { useHydrated } from '../hooks/useHydrated';
import { useLocalPath, useTexts } from '../i18n/language';
import styles from './Header.module.css';

/**
 * The desktop Products dropdown: opens on hover or click, closes on Escape, outside click or navigation.
 * Its list is in the server's HTML (hidden); until the page's script has run, or without it, CSS shows it
 * on hover and on keyboard focus (data-hydrated marks when React has taken over).
 */
export function ProductsMenu() {
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const root = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const active = withoutLanguage(pathname).startsWith('/product');
  const texts = useTexts();
  const local = useLocalPath();
  const menuProducts = useMenuProducts();

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className={styles.menu} ref={root} data-hydrated={hydrated || undefined} onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)}>
      <button
        type="button"
        className={`${styles.link} ${styles.menuButton} ${active ? styles.active : ''}`}
        aria-expanded={open}
        aria-haspopup="true"
        // A pointer has already opened the menu by hovering; only the keyboard (detail 0) toggles it.
        onClick={(event) => setOpen((value) => (event.detail === 0 ? !value : true))}
      >
        {texts.header.products}
        <span className={styles.caret} aria-hidden="true" />
      </button>
      <ul className={styles.dropdown} hidden={!open}>
        {menuProducts.map((product) => (
          <li key={product.link}>
            <Link to={local(product.link)} className={styles.dropdownLink}>
              <InlineSvg svg={product.icon} width={28} height={28} />
              {product.name}
            </Link>
          </li>
        ))}
        <li>
          <Link to={local('/products')} className={`${styles.dropdownLink} ${styles.dropdownAll}`}>
            {texts.drawer.allProducts}
          </Link>
        </li>
      </ul>
    </div>
  );
}
