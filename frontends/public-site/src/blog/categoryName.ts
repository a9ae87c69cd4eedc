import { FEATURED_CATEGORIES } from '@csec/contracts';

const titleCase = (text: string) => text.replace(/\b\p{L}/gu, (letter) => letter.toUpperCase());

/**
 * The display name for a /blog/tag/{tag} page: the featured category whose tag or name matches
 * (so 'annoucement' reads 'Announcement'), else the name the API gave the posts, else the tag in title case.
 */
export function categoryName(tag: string, nameFromApi?: string | null): string {
  const wanted = tag.trim().toLowerCase();
  const featured = FEATURED_CATEGORIES.find((category) => category.tag === wanted || category.name.toLowerCase() === wanted);
  return featured?.name ?? nameFromApi ?? titleCase(tag.trim());
}

export const tagPath = (tag: string): string => `/blog/tag/${encodeURIComponent(tag.toLowerCase())}`;
