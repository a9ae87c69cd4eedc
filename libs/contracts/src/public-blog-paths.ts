import { isBlogSearchPath } from './editorial';
import { languageOfPath, languageQuery, withoutLanguage, type SiteLanguage } from './site-language';

/**
 * A published post's public API path in `language`: English without a parameter, as it always was.
 * Also the key its answer has among a server render's answers, which the API reads a post's head from.
 */
export function publishedPostApiPath(slug: string, language: SiteLanguage): string {
  return `/api/blogs/publish/${encodeURIComponent(slug)}${languageQuery(language)}`;
}

const POST_PATH = /^\/blog\/([^/]+)\/?$/;
const TAG_PATH = /^\/blog\/tag\/([^/]+)\/?$/;

/**
 * The post a page shows (/blog/{slug} or /id/blog/{slug}): its slug, as written before
 * percent-encoding, among the posts of the page's language; undefined for any other page. `slug` is
 * undefined when the segment is not percent-encoded right (%E0%A4%A): no post has it.
 */
export function postPathOf(pathname: string): { slug: string | undefined; language: SiteLanguage } | undefined {
  if (isBlogSearchPath(pathname)) return undefined;
  const segment = POST_PATH.exec(withoutLanguage(pathname))?.[1];
  return segment === undefined ? undefined : { slug: decodedSegment(segment), language: languageOfPath(pathname) };
}

/** The tag of a category's page (/blog/tag/{tag} or /id/blog/tag/{tag}), decoded; undefined for any other page or a bad encoding. */
export function tagOf(pathname: string): string | undefined {
  const segment = TAG_PATH.exec(withoutLanguage(pathname))?.[1];
  return segment === undefined ? undefined : decodedSegment(segment);
}

function decodedSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}
