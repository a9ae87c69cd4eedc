import { FEATURED_CATEGORIES, type SiteLanguage } from '@csec/contracts';

const titleCase = (text: string) => text.replace(/\b\p{L}/gu, (letter) => letter.toUpperCase());

/**
 * The display name for a /blog/tag/{tag} page. English: the featured category whose tag or name
 * matches (so 'annoucement' reads 'Announcement'), else the name the API gave the posts. Indonesian:
 * the name the API gave the posts (the category's Indonesian name as staff set it), else the featured
 * category's. Else the tag in title case.
 */
export function categoryName(tag: string, nameFromApi: string | null | undefined, language: SiteLanguage): string {
  const wanted = tag.trim().toLowerCase();
  const featured = FEATURED_CATEGORIES.find((category) => category.tag === wanted || category.name.toLowerCase() === wanted);
  const name = language === 'id' ? (nameFromApi ?? featured?.indonesianName) : (featured?.name ?? nameFromApi);
  return name ?? titleCase(tag.trim());
}

/** A category's page, by its tag: the category's English name, in either language's URLs. */
export const tagPath = (tag: string): string => `/blog/tag/${encodeURIComponent(tag.toLowerCase())}`;
