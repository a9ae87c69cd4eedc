import { DEFAULT_LANGUAGE, OG_LOCALE, pathInLanguage, withoutLanguage, type SiteLanguage } from '@csec/contracts';
import type { PublicBlogPost } from '../common/views/api-views';
import { FEEDS } from './feed-info';
import { escapeHtml, scriptSafeJson } from './html-text';

export const SITE_NAME = 'CSEC';
/** The share image of pages without one of their own (shipped with the shell's build). */
export const DEFAULT_SHARE_IMAGE = { path: '/og-default.png', width: 1200, height: 630 };
export const DEFAULT_DESCRIPTION = 'CSEC protects governments, defence forces, industry and critical infrastructure across Asia-Pacific.';

export interface HeadInput {
  /** The page's full title ('Blog | CSEC') and description; without them the shell's own stay. */
  title?: string;
  description?: string;
  /** Path and, for later list pages, ?page=N: the canonical address under PUBLIC_URL. */
  path: string;
  status: number;
  /** A page crawlers should follow the links of but not list (search results): no canonical address. */
  noindex?: boolean;
  /** Set on a post's page: it is shared as an article. */
  post?: PublicBlogPost;
  /**
   * A post's preview (/blog/preview/{token}): kept out of search engines, and without a canonical
   * address, og:url or structured data, since its address is a secret link, not the post's.
   */
  preview?: boolean;
  publicUrl: string;
  contact: { email: string; phone: string };
  /** The page's language (English without it). */
  language?: SiteLanguage;
  /**
   * The page's address in each language, when it has one in both: reciprocal hreflang links, with
   * x-default on the English page (no redirect by Accept-Language sends a crawler elsewhere).
   */
  alternates?: Readonly<Record<SiteLanguage, string>>;
}

/**
 * Everything a page's <head> says about it to crawlers and link previews: title, description,
 * canonical address, Open Graph and Twitter cards, JSON-LD, the feed, icons and the manifest.
 * Absolute addresses come from PUBLIC_URL only, never from the request.
 */
export function headTags(input: HeadInput): string {
  const absolute = (path: string) => (/^https?:\/\//i.test(path) ? path : `${input.publicUrl}${path}`);
  const canonical = absolute(input.path);
  const image = shareImage(input.post);
  const meta = (attribute: 'name' | 'property', key: string, content: string | number) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(String(content))}">`;

  const language = input.language ?? DEFAULT_LANGUAGE;
  const alternates = input.status === 200 && !input.preview ? input.alternates : undefined;
  const title = input.title ?? SITE_NAME;
  const description = input.description ?? DEFAULT_DESCRIPTION;
  const tags = [
    ...(input.title !== undefined ? [`<title>${escapeHtml(input.title)}</title>`] : []),
    ...(input.description !== undefined ? [meta('name', 'description', input.description)] : []),
    ...robotsAndCanonical(input, canonical),
    ...(alternates
      ? [
          ...Object.entries(alternates).map(([hreflang, path]) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(absolute(path))}">`),
          `<link rel="alternate" hreflang="x-default" href="${escapeHtml(absolute(alternates[DEFAULT_LANGUAGE]))}">`,
        ]
      : []),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:locale', OG_LOCALE[language]),
    ...(alternates
      ? Object.keys(alternates)
          .filter((other) => other !== language)
          .map((other) => meta('property', 'og:locale:alternate', OG_LOCALE[other as SiteLanguage]))
      : []),
    meta('property', 'og:title', input.post?.title ?? title),
    meta('property', 'og:description', description),
    meta('property', 'og:type', input.post ? 'article' : 'website'),
    // A not-found page has no address of its own to share (one page serves every unknown path).
    ...(input.preview || input.status === 404 ? [] : [meta('property', 'og:url', canonical)]),
    meta('property', 'og:image', absolute(image.path)),
    ...(image.width && image.height ? [meta('property', 'og:image:width', image.width), meta('property', 'og:image:height', image.height)] : []),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', input.post?.title ?? title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', absolute(image.path)),
    // The feed of the page's language.
    `<link rel="alternate" type="application/rss+xml" title="${FEEDS[language].title}" href="${FEEDS[language].path}">`,
    '<link rel="icon" href="/favicon.ico" sizes="any">',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    '<link rel="apple-touch-icon" href="/apple-touch-icon.png">',
    '<link rel="manifest" href="/site.webmanifest">',
    ...structuredData(input, canonical, absolute, language).map((data) => `<script type="application/ld+json">${scriptSafeJson(data)}</script>`),
  ];
  return tags.join('');
}

function robotsAndCanonical(input: HeadInput, canonical: string): string[] {
  if (input.preview) return ['<meta name="robots" content="noindex, nofollow">'];
  if (input.status === 404) return ['<meta name="robots" content="noindex">'];
  // A search results page: its words make endless addresses of the same posts; its links are worth following.
  if (input.noindex) return ['<meta name="robots" content="noindex, follow">'];
  return [`<link rel="canonical" href="${escapeHtml(canonical)}">`];
}

function shareImage(post: PublicBlogPost | undefined): { path: string; width?: number | null; height?: number | null } {
  if (!post?.cover) return DEFAULT_SHARE_IMAGE;
  return { path: post.cover, width: post.coverImage?.width, height: post.coverImage?.height };
}

/** The first step of a post's breadcrumb trail, in the post's language. */
const BREADCRUMB_HOME: Readonly<Record<SiteLanguage, string>> = { en: 'Home', id: 'Beranda' };

function structuredData(input: HeadInput, canonical: string, absolute: (path: string) => string, language: SiteLanguage): object[] {
  const organization = {
    '@type': 'Organization',
    name: SITE_NAME,
    url: `${input.publicUrl}/`,
    logo: absolute('/apple-touch-icon.png'),
    description: DEFAULT_DESCRIPTION,
    contactPoint: { '@type': 'ContactPoint', contactType: 'sales', email: input.contact.email, telephone: input.contact.phone },
  };
  if (input.status !== 200 || input.preview) return [];
  if (withoutLanguage(input.path.split('?')[0]) === '/') {
    return [
      { '@context': 'https://schema.org', ...organization },
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: SITE_NAME,
        url: canonical,
        description: input.description ?? DEFAULT_DESCRIPTION,
        inLanguage: language,
      },
    ];
  }
  const post = input.post;
  if (!post) return [];
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: post.title,
      inLanguage: language,
      description: post.excerpt,
      image: [absolute(post.cover ?? DEFAULT_SHARE_IMAGE.path)],
      datePublished: post.publishAt,
      // A published post is locked until it is drafted, and publishing again sets publishAt anew.
      dateModified: post.publishAt,
      author: { '@type': 'Person', name: post.createdBy },
      publisher: { '@type': 'Organization', name: SITE_NAME, logo: { '@type': 'ImageObject', url: absolute('/apple-touch-icon.png') } },
      mainEntityOfPage: { '@type': 'WebPage', '@id': canonical },
      ...(post.category ? { articleSection: post.category } : {}),
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        // The trail of the post's own language: the Indonesian home and blog for an Indonesian post.
        { '@type': 'ListItem', position: 1, name: BREADCRUMB_HOME[language], item: absolute(pathInLanguage('/', language)) },
        { '@type': 'ListItem', position: 2, name: 'Blog', item: absolute(pathInLanguage('/blog', language)) },
        { '@type': 'ListItem', position: 3, name: post.title, item: canonical },
      ],
    },
  ];
}
