import type { ReactNode } from 'react';
import { BlogSidebar } from './BlogSidebar';
import ui from '../styles/ui.module.css';
import styles from './Blog.module.css';

/** The blog's two columns: the page's own content and the sidebar. */
export function BlogLayout({ children }: { children: ReactNode }) {
  return (
    <div className={`${ui.container} ${styles.layout}`}>
      <div className={styles.main}>{children}</div>
      <BlogSidebar />
    </div>
  );
}
