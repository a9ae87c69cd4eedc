import type { PublicBlogPost } from '../common/views/api-views';
import { headTags, type HeadInput } from './head-tags';

const base: HeadInput = {
  title: 'About Us | CSEC',
  description: 'Who we are',
  path: '/about',
  status: 200,
  publicUrl: 'https://www.csec.test',
  contact: { email: 'admin@csec.test', phone: '+62 21 0000' },
};
const post = {
  title: 'Zero trust for "field" radios',
  slug: 'zero-trust',
  cover: '/uploads/cover.png',
  coverImage: { src: '/uploads/cover.png', width: 1600, height: 900, srcset: null },
  excerpt: 'How we secure <mesh> radios.',
  category: 'Insight',
  publishAt: '2026-11-20T08:00:00.000Z',
  createdBy: 'rina',
  content: '<p>x</p>',
  contributors: [],
  eventDate: null,
} as unknown as PublicBlogPost;

/** The JSON-LD fields these specs read; toMatchObject checks the rest. */
interface JsonLd {
  '@type': string;
  headline?: string;
  contactPoint?: Record<string, string>;
  itemListElement?: { name: string; item: string }[];
}
const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]) as JsonLd);
const metaOf = (html: string, key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html)?.[1];

describe('headTags', () => {
  it('gives a page its title, description, canonical address under PUBLIC_URL, cards, feed, icons and manifest', () => {
    const html = headTags(base);
    expect(html).toContain('<title>About Us | CSEC</title>');
    expect(metaOf(html, 'description')).toBe('Who we are');
    expect(html).toContain('<link rel="canonical" href="https://www.csec.test/about">');
    expect(metaOf(html, 'og:type')).toBe('website');
    expect(metaOf(html, 'og:url')).toBe('https://www.csec.test/about');
    expect(metaOf(html, 'og:image')).toBe('https://www.csec.test/og-default.png');
    expect(metaOf(html, 'og:image:width')).toBe('1200');
    expect(metaOf(html, 'og:image:height')).toBe('630');
    expect(metaOf(html, 'og:site_name')).toBe('CSEC');
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
    for (const link of ['href="/rss.xml"', 'href="/favicon.ico"', 'href="/apple-touch-icon.png"', 'href="/site.webmanifest"']) expect(html).toContain(link);
    expect(jsonLd(html)).toEqual([]);
  });

  it('describes the organisation and the website on the home page', () => {
    const [organization, website] = jsonLd(headTags({ ...base, path: '/' }));
    expect(organization).toMatchObject({ '@context': 'https://schema.org', '@type': 'Organization', name: 'CSEC', url: 'https://www.csec.test/' });
    expect(organization.contactPoint).toMatchObject({ email: 'admin@csec.test', telephone: '+62 21 0000' });
    expect(website).toMatchObject({ '@type': 'WebSite', url: 'https://www.csec.test/' });
  });

  it('links a page the site has in both languages to each version, x-default to the English one, with og:locale', () => {
    const alternates = { en: '/about', id: '/id/about' };
    for (const language of ['en', 'id'] as const) {
      const html = headTags({ ...base, path: alternates[language], language, alternates });
      expect(html).toContain('<link rel="alternate" hreflang="en" href="https://www.csec.test/about">');
      expect(html).toContain('<link rel="alternate" hreflang="id" href="https://www.csec.test/id/about">');
      expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://www.csec.test/about">');
      expect(metaOf(html, 'og:locale')).toBe(language === 'en' ? 'en_US' : 'id_ID');
      expect(metaOf(html, 'og:locale:alternate')).toBe(language === 'en' ? 'id_ID' : 'en_US');
    }
    const [, website] = jsonLd(headTags({ ...base, path: '/id', language: 'id', alternates: { en: '/', id: '/id' } }));
    expect(website).toMatchObject({ '@type': 'WebSite', url: 'https://www.csec.test/id', inLanguage: 'id' });
  });

  it('names no other language for a page in one language, nor for a not-found page', () => {
    for (const html of [headTags({ ...base, path: '/blog' }), headTags({ ...base, status: 404, alternates: { en: '/about', id: '/id/about' } })]) {
      expect(html).not.toContain('hreflang');
      expect(html).not.toContain('og:locale:alternate');
      expect(metaOf(html, 'og:locale')).toBe('en_US');
    }
  });

  it('shares a post as an article with its cover, and describes it as a BlogPosting with breadcrumbs', () => {
    const html = headTags({ ...base, title: `${post.title} | CSEC`, description: post.excerpt, path: '/blog/zero-trust', post });
    expect(metaOf(html, 'og:type')).toBe('article');
    expect(metaOf(html, 'og:title')).toBe('Zero trust for &#34;field&#34; radios');
    expect(metaOf(html, 'og:image')).toBe('https://www.csec.test/uploads/cover.png');
    expect(metaOf(html, 'og:image:width')).toBe('1600');
    const [posting, breadcrumbs] = jsonLd(html);
    expect(posting).toMatchObject({
      '@type': 'BlogPosting',
      headline: post.title,
      description: post.excerpt,
      image: ['https://www.csec.test/uploads/cover.png'],
      datePublished: post.publishAt,
      author: { '@type': 'Person', name: 'rina' },
      publisher: { '@type': 'Organization', name: 'CSEC' },
      mainEntityOfPage: { '@id': 'https://www.csec.test/blog/zero-trust' },
    });
    expect(breadcrumbs.itemListElement?.map((item) => item.name)).toEqual(['Home', 'Blog', post.title]);
  });

  it("gives an Indonesian post its language and the Indonesian home and blog as its breadcrumbs, and its language's feed", () => {
    const html = headTags({ ...base, language: 'id', title: post.title, path: '/id/blog/zero-trust', post });
    const [posting, breadcrumbs] = jsonLd(html);
    expect(posting).toMatchObject({ '@type': 'BlogPosting', inLanguage: 'id' });
    expect(breadcrumbs.itemListElement?.map((item) => [item.name, item.item])).toEqual([
      ['Beranda', 'https://www.csec.test/id'],
      ['Blog', 'https://www.csec.test/id/blog'],
      [post.title, 'https://www.csec.test/id/blog/zero-trust'],
    ]);
    expect(html).toContain('<link rel="alternate" type="application/rss+xml" title="Berita CSEC" href="/id/rss.xml">');
  });

  it('keeps a script-closing title inside its JSON-LD', () => {
    const hostile: PublicBlogPost = { ...post, title: '</script><script>alert(1)</script>' };
    const html = headTags({ ...base, path: '/blog/x', post: hostile });
    expect(html).not.toContain('<script>alert(1)');
    expect(jsonLd(html)[0].headline).toBe(hostile.title);
  });

  it('keeps a missing page out of search results, with no canonical address or structured data', () => {
    const html = headTags({ ...base, title: 'Page not found | CSEC', path: '/nope', status: 404 });
    expect(metaOf(html, 'robots')).toBe('noindex');
    expect(html).not.toContain('rel="canonical"');
    expect(jsonLd(html)).toEqual([]);
  });

  it('keeps a preview out of search results, shared as the article but with no address of its own', () => {
    const path = '/blog/preview/0dPq3nW7s8t5b-YH2m1kXo4cJ9aLzUeRvFgTiKyB6Qw';
    const html = headTags({ ...base, title: `${post.title} | CSEC`, description: post.excerpt, path, post, preview: true });
    expect(metaOf(html, 'robots')).toBe('noindex, nofollow');
    expect(html).not.toContain('rel="canonical"');
    expect(metaOf(html, 'og:url')).toBeUndefined();
    expect(html).not.toContain(path);
    expect(jsonLd(html)).toEqual([]);
    expect(metaOf(html, 'og:type')).toBe('article');
    expect(metaOf(html, 'og:image')).toBe('https://www.csec.test/uploads/cover.png');
  });

  it('keeps a dead preview link out of search results too', () => {
    const html = headTags({ ...base, title: 'Page not found | CSEC', path: '/blog/preview/x', status: 404, preview: true });
    expect(metaOf(html, 'robots')).toBe('noindex, nofollow');
    expect(html).not.toContain('rel="canonical"');
  });

  it('keeps a search results page out of search results while its links are followed, with no canonical address', () => {
    const html = headTags({ ...base, title: 'Search: zero trust | CSEC', path: '/blog/search?q=zero+trust', noindex: true });
    expect(metaOf(html, 'robots')).toBe('noindex, follow');
    expect(html).not.toContain('rel="canonical"');
    expect(html).toContain('<title>Search: zero trust | CSEC</title>');
  });

  it("leaves the shell's own title and description when the page has none", () => {
    const html = headTags({ ...base, title: undefined, description: undefined });
    expect(html).not.toContain('<title>');
    expect(metaOf(html, 'description')).toBeUndefined();
    expect(metaOf(html, 'og:title')).toBe('CSEC');
  });
});
