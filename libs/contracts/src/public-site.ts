/** The public site's exact texts (spec section 2), shared by its pages and the browser tests. */
export const PUBLIC_TEXTS = {
  slogan: 'Secure Today, Thrive Tomorrow.',
  eventTitle: 'Cyber Resilience Beyond Borders',
  socProjects: 'More Than 800 + SOC Projects',
  productCount: '30+ Products',
  underConstruction: 'Under Construction',
  readMore: 'Read more...',
  blogNotFound: 'Blog not found',
  recentPost: 'RECENT POST',
  archive: 'ARCHIEVE',
  category: 'CATEGORY',
  news: 'NEWS',
} as const;

/** 'Latest Insight News' for a tag, 'Latest NOVEMBER 2026 News' for an archive month. */
export const latestNewsHeading = (name: string): string => `Latest ${name} News`;
export const editorLine = (createdBy: string): string => `Editor: ${createdBy}`;
export const contributorLine = (contributors: readonly string[]): string => `Contributor: ${contributors.join(', ')}`;
