import { isPublicPagePath, postPathOf, type SiteLanguage } from '@csec/contracts';
import type { PublicBlogPost } from '../common/views/api-views';

/** The post a post's page shows: its slug among the posts of the page's language. */
export interface PostPath {
  slug: string;
  language: SiteLanguage;
}

/** A page's own <title> and description, for crawlers that do not run the page's scripts. */
export interface PageHead {
  title: string;
  description: string;
}

export interface PageLookup {
  /** 404 for a post that does not exist or is not published; the page still renders its not-found view. */
  status: 200 | 404;
  head?: PageHead;
  /** A post's page: the post it shows. */
  post?: PublicBlogPost;
}

/**
 * What the server knows about a path before the page's scripts run: a published post's
 * title and summary. Other paths (the search page too: it is no post) keep the shell's default head.
 */
export async function lookUpPage(pathname: string, findPost: (post: PostPath) => Promise<PublicBlogPost | undefined>): Promise<PageLookup> {
  const postPath = postPathOf(pathname);
  if (!postPath) return { status: isPublicPagePath(pathname) ? 200 : 404 };
  const { slug, language } = postPath;
  if (slug === undefined) return { status: 404 };
  const post = await findPost({ slug, language });
  return post ? { status: 200, head: { title: post.title, description: post.excerpt }, post } : { status: 404 };
}

/** A preview page: the post its token opens, or 404 for a dead link. */
export async function lookUpPreview(token: string, findPreview: (token: string) => Promise<PublicBlogPost | undefined>): Promise<PageLookup> {
  const post = await findPreview(token);
  return post ? { status: 200, head: { title: post.title, description: post.excerpt } } : { status: 404 };
}
