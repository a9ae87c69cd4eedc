import { useEffect, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { MENU_PRODUCTS } from '../content/products';
import { Logo } from './Logo';
import styles from './MobileDrawer.module.css';

interface Props {
  id: string;
  open: boolean;
  onClose: () => void;
}

/** The small-screen navigation: a drawer sliding in from the left with a collapsible Products list. */
export default function MobileDrawer({ id, open, onClose }: Props) {
  const [productsOpen, setProductsOpen] = useState(false);

  useEffect(() => {
    if (!open) {
      setProductsOpen(false);
      return;
    }
    // The page behind must not scroll while the drawer covers it.
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = previous;
      document.removeEventListener('keydown', onKey);
    };
  }, [open, onClose]);

  return (
    <div className={`${styles.root} ${open ? styles.open : ''}`} aria-hidden={!open}>
      <div className={styles.backdrop} onClick={onClose} />
      <aside id={id} className={styles.drawer} aria-label="Menu">
        <div className={styles.top}>
          <Link to="/" className={styles.brand} aria-label="CSEC home">
            <Logo className={styles.logo} />
          </Link>
          <button type="button" className={styles.close} aria-label="Close menu" onClick={onClose}>
            ×
          </button>
        </div>
        {/* Following a link closes the drawer, even when it points at the page already shown. */}
        <nav aria-label="Mobile" onClick={(event) => (event.target as Element).closest('a') && onClose()}>
          <NavLink to="/" end className={styles.link}>
            Home
          </NavLink>
          <NavLink to="/about" className={styles.link}>
            About
          </NavLink>
          <button
            type="button"
            className={`${styles.link} ${styles.toggle}`}
            aria-expanded={productsOpen}
            aria-controls="drawer-products"
            onClick={() => setProductsOpen((value) => !value)}
          >
            Products
            <span className={styles.chevron} aria-hidden="true" />
          </button>
          <ul id="drawer-products" className={styles.products} hidden={!productsOpen}>
            {MENU_PRODUCTS.map((product) => (
              <li key={product.link}>
                <NavLink to={product.link} className={styles.subLink}>
                  {product.name}
                </NavLink>
              </li>
            ))}
            <li>
              <NavLink to="/products" className={styles.subLink}>
                All products
              </NavLink>
            </li>
          </ul>
          <NavLink to="/blog" className={styles.link}>
            Blog
          </NavLink>
          <Link to="/contact" className={styles.cta}>
            Contact Us
          </Link>
        </nav>
      </aside>
    </div>
  );
}
