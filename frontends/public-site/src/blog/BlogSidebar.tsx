import { Link } from 'react-router-dom';
import { PUBLIC_TEXTS, RECENT_POSTS } from '@csec/contracts';
import { BLOG_SIDEBAR_PATH, fetchBlogSidebar } from '../api/client';
import { useApi } from '../hooks/useApi';
import { SearchBox } from './SearchBox';
import { archivePath } from './archiveLabel';
import { tagPath } from './categoryName';
import styles from './Blog.module.css';

/** The search box, then RECENT POST, ARCHIEVE and CATEGORY, from one API call. */
export function BlogSidebar() {
  const [state] = useApi(fetchBlogSidebar, [], BLOG_SIDEBAR_PATH);

  if (state.status !== 'ready') {
    return (
      <aside className={styles.sidebar} aria-label="Blog navigation" aria-busy={state.status === 'loading'}>
        <SearchBox />
        <p className={styles.sidebarNote}>{state.status === 'loading' ? 'Loading…' : 'The blog navigation is not available right now.'}</p>
      </aside>
    );
  }

  const { recent, archive, categories } = state.data;
  return (
    <aside className={styles.sidebar} aria-label="Blog navigation">
      <SearchBox />
      <section aria-labelledby="sidebar-recent">
        <h2 id="sidebar-recent">{PUBLIC_TEXTS.recentPost}</h2>
        {recent.length === 0 && <p className={styles.sidebarNote}>No posts yet.</p>}
        <ul>
          {recent.slice(0, RECENT_POSTS).map((post) => (
            <li key={post.slug}>
              <Link to={`/blog/${post.slug}`}>{post.title}</Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="sidebar-archive">
        <h2 id="sidebar-archive">{PUBLIC_TEXTS.archive}</h2>
        {archive.length === 0 && <p className={styles.sidebarNote}>No posts yet.</p>}
        <ul>
          {archive.map((month) => (
            <li key={month.month}>
              <Link to={archivePath(month.label)}>{month.label}</Link>
              <span className={styles.count}>{month.count}</span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="sidebar-category">
        <h2 id="sidebar-category">{PUBLIC_TEXTS.category}</h2>
        <ul>
          {categories.map((category) => (
            <li key={category.name}>
              <Link to={tagPath(category.name)}>{category.name.toUpperCase()}</Link>
              <span className={styles.count}>{category.count}</span>
            </li>
          ))}
        </ul>
      </section>
    </aside>
  );
}
