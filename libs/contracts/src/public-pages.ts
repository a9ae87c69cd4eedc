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
