/** The public site's fixed pages, for the sitemap (posts are added from the blog). */
export const PUBLIC_PAGE_PATHS = [
  '/',
  '/about',
  '/contact',
  '/form',
  '/blog',
  '/products',
  '/product/csec-detection-and-monitoring',
  '/product/csec-assessment',
  '/product/csec-defense',
  '/product/competence-output',
  '/product/encryptor',
  '/product/digital-forensic',
  '/product/vip-public-security',
  '/product/tactical-interception',
] as const;

const FIXED_PAGES = new Set<string>([...PUBLIC_PAGE_PATHS, '/under-construction']);
const BLOG_PAGES = /^\/blog\/(tag|archieve)\/[^/]+$|^\/blog\/[^/]+$/;

/**
 * Whether the public site has a page at `pathname` (a post's page exists only while the post is
 * published: ask the blog). Everything else is its not-found page, answered with 404.
 */
export function isPublicPagePath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return FIXED_PAGES.has(path) || BLOG_PAGES.test(path);
}
