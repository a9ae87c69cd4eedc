import { Link, useSearchParams } from 'react-router-dom';
import { PAGINATION_WINDOW } from '@csec/contracts';
import { useTexts } from '../i18n/language';
import styles from './Blog.module.css';

/** Up to PAGINATION_WINDOW page numbers around the current page, like the dashboard's lists. */
export function pageWindow(page: number, totalPages: number): number[] {
  const size = Math.min(PAGINATION_WINDOW, totalPages);
  const first = Math.min(Math.max(1, page - Math.floor(size / 2)), totalPages - size + 1);
  return Array.from({ length: size }, (_, index) => first + index);
}

/** The page's own query string (a search's ?q=) with another ?page=; page 1 has none. */
function pageLink(params: URLSearchParams, page: number) {
  const next = new URLSearchParams(params);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  const search = next.toString();
  return { search: search ? `?${search}` : '' };
}

export function Pagination({ page, totalPages }: { page: number; totalPages: number }) {
  const [params] = useSearchParams();
  const t = useTexts().blog;
  if (totalPages <= 1) return null;
  const toPage = (number: number) => pageLink(params, number);
  const scrollUp = () => window.scrollTo(0, 0);
  return (
    <nav className={styles.pagination} aria-label={t.pages}>
      {page > 1 ? (
        <Link to={toPage(page - 1)} onClick={scrollUp} rel="prev">
          {t.previous}
        </Link>
      ) : (
        <span aria-disabled="true">{t.previous}</span>
      )}
      {pageWindow(page, totalPages).map((number) =>
        number === page ? (
          <span key={number} aria-current="page" className={styles.currentPage}>
            {number}
          </span>
        ) : (
          <Link key={number} to={toPage(number)} onClick={scrollUp}>
            {number}
          </Link>
        ),
      )}
      {page < totalPages ? (
        <Link to={toPage(page + 1)} onClick={scrollUp} rel="next">
          {t.next}
        </Link>
      ) : (
        <span aria-disabled="true">{t.next}</span>
      )}
    </nav>
  );
}
