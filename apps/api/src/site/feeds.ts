import { Readable } from 'node:stream';
import type { RequestHandler } from 'express';
import { Feed } from 'feed';
import { SitemapStream, streamToPromise } from 'sitemap';
import {
  BILINGUAL_PAGE_PATHS,
  isBilingualPath,
  pathInLanguage,
  postPagePath,
  previewPagePath,
  PUBLIC_PAGE_PATHS,
  SITE_LANGUAGES,
  type SiteLanguage,
} from '@csec/contracts';
import type { PublicBlogsService } from '../blogs/public-blogs.service';
import { stripXmlForbidden } from '../common/text/xml-safe';
import { FEEDS } from './feed-info';

// `feed` and `sitemap` are ES modules. With "module": "commonjs" tsc compiles these imports to
// plain require() calls: `sitemap` answers require() with its own CommonJS build, and `feed` (ESM
// only, no top-level await) loads through require() of ES modules, on by default since Node 20.19.

/** A sitemap file may list at most 50,000 URLs. */
const SITEMAP_MAX = 50_000;
const RSS_ITEMS = 20;

const FEED_PATHS = new Map(SITE_LANGUAGES.map((language) => [FEEDS[language].path, language]));

type SitemapPost = Awaited<ReturnType<PublicBlogsService['sitemapEntries']>>[number];

/**
 * robots.txt, sitemap.xml and each language's rss.xml (/rss.xml, /id/rss.xml) for search engines
 * and feed readers. Absolute URLs come from PUBLIC_URL, never from the Host or X-Forwarded-*
 * headers: these answers are cached publicly, so a forged header would otherwise be served to everyone.
 */
export function feedsHandler(blogs: PublicBlogsService, origin: string): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const send = (type: string, body: string) => res.status(200).type(type).setHeader('Cache-Control', 'public, max-age=300').send(body);
    const feedLanguage = FEED_PATHS.get(req.path);
    if (feedLanguage) {
      return void blogs
        .list({ page: 1, limit: RSS_ITEMS, lang: feedLanguage })
        .then(({ data }) => send('application/rss+xml', rss(origin, feedLanguage, data)), next);
    }
    switch (req.path) {
      case '/robots.txt':
        return void send('text/plain', robots(origin));
      case '/sitemap.xml':
        return void blogs
          .sitemapEntries(SITEMAP_MAX - BILINGUAL_PAGE_PATHS.length * SITE_LANGUAGES.length)
          .then((posts) => sitemap(origin, posts))
          .then((body) => send('application/xml', body), next);
      default:
        return next();
    }
  };
}

function robots(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /dashboard',
    'Disallow: /login',
    'Disallow: /api/',
    ...SITE_LANGUAGES.map((language) => `Disallow: ${previewPagePath('', language)}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** The library escapes the URLs and drops characters XML cannot carry. */
async function sitemap(origin: string, posts: SitemapPost[]): Promise<string> {
  const urls = [...PUBLIC_PAGE_PATHS.flatMap((path) => pageInEachLanguage(origin, path)), ...posts.map((post) => postEntry(origin, post))];
  // The sitemap namespace, and xhtml for the language alternates; no news, image or video entries.
  const stream = new SitemapStream({ xmlns: { news: false, xhtml: true, image: false, video: false } });
  return (await streamToPromise(Readable.from(urls).pipe(stream))).toString();
}

/**
 * A fixed page: once, or, when the site has it in both languages, once per language, each entry naming
 * every version and x-default (the English page) as xhtml:link alternates, as Google asks of sitemaps.
 */
function pageInEachLanguage(origin: string, path: string): { url: string; links?: { lang: string; url: string }[] }[] {
  if (!isBilingualPath(path)) return [{ url: origin + path }];
  const links = [
    ...SITE_LANGUAGES.map((language) => ({ lang: language, url: origin + pathInLanguage(path, language) })),
    { lang: 'x-default', url: origin + path },
  ];
  return SITE_LANGUAGES.map((language) => ({ url: origin + pathInLanguage(path, language), links }));
}

/** A post, with its translation and x-default (the English one) as alternates when it has a published translation. */
function postEntry(origin: string, post: SitemapPost): { url: string; lastmod: string; links?: { lang: string; url: string }[] } {
  const entry = { url: origin + postPagePath(post.slug, post.language), lastmod: post.updatedAt.toISOString() };
  if (!post.translation) return entry;
  const slugs = { [post.language]: post.slug, [post.translation.language]: post.translation.slug };
  const links = SITE_LANGUAGES.map((language) => ({ lang: language, url: origin + postPagePath(slugs[language], language) }));
  return { ...entry, links: [...links, { lang: 'x-default', url: links[0].url }] };
}

function rss(
  origin: string,
  language: SiteLanguage,
  posts: { title: string; slug: string; excerpt: string; publishAt: string; category: string | null }[],
): string {
  const dates = posts.map((p) => new Date(p.publishAt).getTime());
  const feed = new Feed({
    title: FEEDS[language].title,
    description: FEEDS[language].description,
    link: origin + pathInLanguage('/blog', language),
    language,
    feedLinks: { rss: origin + FEEDS[language].path },
    // lastBuildDate: the newest post, so the answer only changes when the posts do.
    updated: dates.length ? new Date(Math.max(...dates)) : undefined,
    generator: false,
  });
  for (const p of posts) {
    feed.addItem({
      title: stripXmlForbidden(p.title),
      link: origin + postPagePath(p.slug, language),
      date: new Date(p.publishAt),
      description: stripXmlForbidden(p.excerpt),
      category: p.category ? [{ name: xmlText(p.category) }] : undefined,
      // `feed` wraps titles and descriptions in CDATA sections. An item extension of the same name
      // replaces them with escaped text, as this feed has always carried them
      // (`<title>Feeds &amp; &lt;Friends&gt;</title>`).
      extensions: [
        { name: 'title', objects: { _text: xmlText(p.title) } },
        { name: 'description', objects: { _text: xmlText(p.excerpt) } },
      ],
    });
  }
  return feed.rss2();
}

/**
 * Text for the XML writer under `feed` (xml-js), with the characters XML cannot carry removed: the
 * writer does not drop them, and one in one title would make the whole feed unreadable. The writer
 * turns every `&amp;` back into `&` before escaping, so a title that says "&amp;" would lose it;
 * with each `&` written as `&amp;` first, that step gives back exactly the text.
 */
function xmlText(text: string): string {
  return stripXmlForbidden(text).replace(/&/g, '&amp;');
}
