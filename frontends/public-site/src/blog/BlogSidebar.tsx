import { Link } from 'react-router-dom';
import { RECENT_POSTS } from '@csec/contracts';
import { blogSidebarPath, fetchBlogSidebar } from '../api/client';
import { useApi } from '../hooks/useApi';
import { useLocalPath, useSiteLanguage, useTexts } from '../i18n/language';
import { SearchBox } from './SearchBox';
import { archivePath, monthLabel } from './archiveLabel';
import { tagPath } from './categoryName';
import styles from './Blog.module.css';

/** The search box, then RECENT POST, ARCHIEVE and CATEGORY of the page's language, from one API call. */
export function BlogSidebar() {
  const language = useSiteLanguage();
  const t = useTexts().blog;
  const localPath = useLocalPath();
  const [state] = useApi((signal) => fetchBlogSidebar(language, signal), [language], blogSidebarPath(language));

  if (state.status !== 'ready') {
    return (
      <aside className={styles.sidebar} aria-label={t.sidebar} aria-busy={state.status === 'loading'}>
        <SearchBox />
        <p className={styles.sidebarNote}>{state.status === 'loading' ? t.sidebarLoading : t.sidebarUnavailable}</p>
      </aside>
    );
  }

  const { recent, archive, categories } = state.data;
  return (
    <aside className={styles.sidebar} aria-label={t.sidebar}>
      <SearchBox />
      <section aria-labelledby="sidebar-recent">
        <h2 id="sidebar-recent">{t.recentPost}</h2>
        {recent.length === 0 && <p className={styles.sidebarNote}>{t.noPosts}</p>}
        <ul>
          {recent.slice(0, RECENT_POSTS).map((post) => (
            <li key={post.slug}>
              <Link to={localPath(`/blog/${post.slug}`)}>{post.title}</Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="sidebar-archive">
        <h2 id="sidebar-archive">{t.archive}</h2>
        {archive.length === 0 && <p className={styles.sidebarNote}>{t.noPosts}</p>}
        <ul>
          {archive.map((month) => (
            <li key={month.month}>
              {/* The URL keeps the English label in both languages, as tags keep the English name. */}
              <Link to={localPath(archivePath(month.label))}>{monthLabel(month.month, t.months)}</Link>
              <span className={styles.count}>{month.count}</span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="sidebar-category">
        <h2 id="sidebar-category">{t.category}</h2>
        <ul>
          {categories.map((category) => (
            <li key={category.tag}>
              <Link to={localPath(tagPath(category.tag))}>{category.name.toUpperCase()}</Link>
              <span className={styles.count}>{category.count}</span>
            </li>
          ))}
        </ul>
      </section>
    </aside>
  );
}
