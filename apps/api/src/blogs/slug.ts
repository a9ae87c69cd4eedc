import { SLUG_MAX } from '@csec/contracts';

/** Slugs that would shadow a fixed route under /api/blogs or /blog. */
const RESERVED = new Set(['publish', 'tag', 'archieve', 'sidebar']);

/** Lower case, accents folded to ASCII, words joined by dashes, at most SLUG_MAX characters. */
export function slugify(title: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/[æÆ]/g, 'ae')
    .replace(/[øØ]/g, 'o')
    .replace(/[łŁ]/g, 'l')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const cut = base.slice(0, SLUG_MAX).replace(/-+$/g, '');
  if (!cut) return 'post';
  return RESERVED.has(cut) ? `${cut}-post` : cut;
}

/** `base`, or `base-2`, `base-3`, ... still within SLUG_MAX, the first that `isTaken` refuses. */
export async function uniqueSlug(base: string, isTaken: (slug: string) => Promise<boolean>): Promise<string> {
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? '' : `-${n}`;
    const candidate = `${base.slice(0, SLUG_MAX - suffix.length).replace(/-+$/g, '')}${suffix}`;
    if (!(await isTaken(candidate))) return candidate;
  }
}
