import { Link } from 'react-router-dom';
import { useCompany } from '../content/localized/company';
import { useAllProducts } from '../content/localized/products';
import { useLocalPath, useTexts } from '../i18n/language';
import { ContactDetails } from '../components/ContactDetails';
import { useSiteTimeZone } from '../hooks/useSiteConfig';
import { Logo } from './Logo';
import styles from './Footer.module.css';

export function Footer() {
  // The year in the site's time zone, as the server rendered it (on New Year's Eve the visitor's may differ).
  const t = useTexts().footer;
  const local = useLocalPath();
  const company = useCompany();
  const products = useAllProducts();
  const year = new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: useSiteTimeZone() }).format(new Date());

  return (
    <footer className={styles.footer}>
      <div className={styles.grid}>
        <section className={styles.about}>
          <Logo className={styles.logo} />
          <p>{company.COMPANY_TAGLINE}</p>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{t.contact}</h2>
          <ul>
            <ContactDetails />
          </ul>
        </section>
        <section aria-labelledby="footer-products">
          <h2 id="footer-products">{t.products}</h2>
          <ul>
            {/* Every product, as the home page's cards and /products show them (the menus leave the satcom line out). */}
            {products.map((product) => (
              <li key={product.link}>
                <Link to={local(product.link)}>{product.name}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-company">
          <h2 id="footer-company">{t.company}</h2>
          <ul>
            <li>
              <Link to={local('/about')}>{t.aboutUs}</Link>
            </li>
            <li>
              <Link to={local('/blog')}>{t.blog}</Link>
            </li>
            <li>
              <Link to={local('/contact')}>{t.contactUs}</Link>
            </li>
          </ul>
        </section>
      </div>
      <p className={styles.legal}>
        © {year} {company.COMPANY_NAME}. {t.rights}
      </p>
    </footer>
  );
}
