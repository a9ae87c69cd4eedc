import { Link } from 'react-router-dom';
import type { PublicBlogPost } from '@csec/contracts';
import { useLocalPath, useTexts } from '../i18n/language';
import { usePageMeta } from '../hooks/usePageMeta';
import { CoverImage, coverImageOf } from './CoverImage';
import { ARTICLE_COVER_SIZES } from './coverSizes';
import { formatPublishDate } from './formatDate';
import { useSiteTimeZone } from '../hooks/useSiteConfig';
import { tagPath } from './categoryName';
import styles from './Blog.module.css';
import content from './PostContent.module.css';

export function PostArticle({ post }: { post: PublicBlogPost }) {
  usePageMeta(post.title, post.excerpt);
  const timeZone = useSiteTimeZone();
  const t = useTexts().blog;
  const localPath = useLocalPath();
  return (
    <article className={styles.article}>
      <header>
        {post.category && (
          <Link to={localPath(tagPath(post.categoryTag ?? post.category))} className={styles.category}>
            {post.category}
          </Link>
        )}
        <h1 className={styles.articleTitle}>{post.title}</h1>
        <p className={styles.byline}>
          <time dateTime={post.publishAt}>{formatPublishDate(post.publishAt, t.dateLocale, timeZone)}</time>
          <span>{t.editor(post.createdBy)}</span>
          {post.contributors.length > 0 && <span>{t.contributors(post.contributors)}</span>}
        </p>
      </header>
      {/* The hero: the page's largest image. */}
      <CoverImage image={coverImageOf(post)} className={styles.articleCover} sizes={ARTICLE_COVER_SIZES} alt={post.title} priority />
      {/* The API sanitises post HTML when it is saved, against the editor's allowlist. */}
      <div className={content.body} dangerouslySetInnerHTML={{ __html: post.content }} />
    </article>
  );
}

export function PostSkeleton() {
  const t = useTexts().blog;
  return (
    <div className={styles.skeleton} aria-busy="true" data-testid="post-skeleton">
      <span className={styles.visuallyHidden} role="status">
        {t.loadingPost}
      </span>
      <span className={styles.bar} style={{ width: '30%' }} />
      <span className={styles.bar} style={{ width: '85%', height: 34 }} />
      <span className={styles.bar} style={{ width: '50%' }} />
      <div className={styles.articleCover} />
      <span className={styles.bar} style={{ width: '100%' }} />
      <span className={styles.bar} style={{ width: '95%' }} />
      <span className={styles.bar} style={{ width: '80%' }} />
    </div>
  );
}
