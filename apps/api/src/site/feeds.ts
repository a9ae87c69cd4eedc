import type { RequestHandler } from 'express';
import { PUBLIC_PAGE_PATHS } from '@csec/contracts';
import type { PublicBlogsService } from '../blogs/public-blogs.service';
import { stripXmlForbidden } from '../common/text/xml-safe';

/** A sitemap file may list at most 50,000 URLs. */
const SITEMAP_MAX = 50_000;
const RSS_ITEMS = 20;

/**
 * robots.txt, sitemap.xml and rss.xml for search engines and feed readers. Absolute URLs come
 * from PUBLIC_URL, never from the Host or X-Forwarded-* headers: these answers are cached
 * publicly, so a forged header would otherwise be served to everyone.
 */
export function feedsHandler(blogs: PublicBlogsService, origin: string): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const send = (type: string, body: string) => res.status(200).type(type).setHeader('Cache-Control', 'public, max-age=300').send(body);
    switch (req.path) {
      case '/robots.txt':
        return void send('text/plain', robots(origin));
      case '/sitemap.xml':
        return void blogs.sitemapEntries(SITEMAP_MAX - PUBLIC_PAGE_PATHS.length).then((posts) => send('application/xml', sitemap(origin, posts)), next);
      case '/rss.xml':
        return void blogs.list({ page: 1, limit: RSS_ITEMS }).then(({ data }) => send('application/rss+xml', rss(origin, data)), next);
      default:
        return next();
    }
  };
}

function robots(origin: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /dashboard', 'Disallow: /login', 'Disallow: /api/', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

function sitemap(origin: string, posts: { slug: string; updatedAt: Date }[]): string {
  const urls = [
    ...PUBLIC_PAGE_PATHS.map((path) => `<url><loc>${xml(origin + path)}</loc></url>`),
    ...posts.map((p) => `<url><loc>${xml(`${origin}/blog/${encodeURIComponent(p.slug)}`)}</loc><lastmod>${p.updatedAt.toISOString()}</lastmod></url>`),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

function rss(origin: string, posts: { title: string; slug: string; excerpt: string; publishAt: string; category: string | null }[]): string {
  const items = posts.map((p) => {
    const link = `${origin}/blog/${encodeURIComponent(p.slug)}`;
    return [
      '<item>',
      `<title>${xml(p.title)}</title>`,
      `<link>${xml(link)}</link>`,
      `<guid isPermaLink="true">${xml(link)}</guid>`,
      `<description>${xml(p.excerpt)}</description>`,
      p.category ? `<category>${xml(p.category)}</category>` : '',
      `<pubDate>${new Date(p.publishAt).toUTCString()}</pubDate>`,
      '</item>',
    ].join('');
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"><channel><title>CSEC News</title><link>${xml(`${origin}/blog`)}</link><description>News, insights and events from CSEC</description>\n${items.join('\n')}\n</channel></rss>\n`;
}

/** Escaped for XML, with the characters XML cannot carry at all removed. */
function xml(text: string): string {
  return stripXmlForbidden(text).replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);
}
