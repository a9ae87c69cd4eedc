import { useRef, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { BLOG_SEARCH_PATH, isBlogSearchPath, normalizeSearch, SEARCH_QUERY_MAX } from '@csec/contracts';
import { useLocalPath, useTexts } from '../i18n/language';
import styles from './Blog.module.css';

/** The results page of a search: /blog/search?q=zero+trust */
export function searchPath(q: string): string {
  return `${BLOG_SEARCH_PATH}?${new URLSearchParams({ q })}`;
}

/**
 * The blog's search box: a plain GET form to the results page, so it works before (or without)
 * JavaScript; once hydrated it moves there inside the app. On the results page it shows the words
 * searched.
 */
export function SearchBox() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const current = isBlogSearchPath(pathname) ? normalizeSearch(params.get('q')) : '';
  const input = useRef<HTMLInputElement>(null);
  const t = useTexts().blog;
  const localPath = useLocalPath();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = normalizeSearch(input.current?.value);
    if (q) navigate(localPath(searchPath(q)));
  };

  return (
    <form role="search" action={localPath(BLOG_SEARCH_PATH)} method="get" className={styles.search} onSubmit={submit}>
      <label htmlFor="blog-search" className={styles.visuallyHidden}>
        {t.searchLabel}
      </label>
      {/* keyed by the words shown, so a new search elsewhere resets what is typed */}
      <input
        key={current}
        ref={input}
        id="blog-search"
        type="search"
        name="q"
        required
        maxLength={SEARCH_QUERY_MAX}
        defaultValue={current}
        placeholder={t.searchPlaceholder}
      />
      <button type="submit">{t.searchButton}</button>
    </form>
  );
}
