import { Link } from 'react-router-dom';
import { ALL_PRODUCTS } from '../content/products';
import { COMPANY_NAME, COMPANY_TAGLINE } from '../content/company';
import { ContactDetails } from '../components/ContactDetails';
import { useSiteTimeZone } from '../hooks/useSiteConfig';
import { Logo } from './Logo';
import styles from './Footer.module.css';

export function Footer() {
  // The year in the site's time zone, as the server rendered it (on New Year's Eve the visitor's may differ).
  const year = new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: useSiteTimeZone() }).format(new Date());

  return (
    <footer className={styles.footer}>
      <div className={styles.grid}>
        <section className={styles.about}>
          <Logo className={styles.logo} />
          <p>{COMPANY_TAGLINE}</p>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">Contact</h2>
          <ul>
            <ContactDetails />
          </ul>
        </section>
        <section aria-labelledby="footer-products">
          <h2 id="footer-products">Products</h2>
          <ul>
            {/* Every product, as the home page's cards and /products show them (the menus leave the satcom line out). */}
            {ALL_PRODUCTS.map((product) => (
              <li key={product.link}>
                <Link to={product.link}>{product.name}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-company">
          <h2 id="footer-company">Company</h2>
          <ul>
            <li>
              <Link to="/about">About Us</Link>
            </li>
            <li>
              <Link to="/blog">Blog</Link>
            </li>
            <li>
              <Link to="/contact">Contact Us</Link>
            </li>
          </ul>
        </section>
      </div>
      <p className={styles.legal}>
        © {year} {COMPANY_NAME}. All rights reserved.
      </p>
    </footer>
  );
}
