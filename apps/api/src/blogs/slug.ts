import { SLUG_MAX } from '@csec/contracts';
import toSlug from 'slugify';

/** Slugs that would shadow a fixed route under /api/blogs or /blog. */
const RESERVED = new Set(['publish', 'tag', 'archieve', 'sidebar', 'search']);

/** Lower case, accents folded to ASCII, words joined by dashes, at most SLUG_MAX characters. */
export function slugify(title: string): string {
  // Before the library, two steps it does not take itself:
  // - NFKC, so compatibility forms (fullwidth letters, ligatures, superscript digits) reach it as
  //   the plain letters and digits its table knows, instead of being dropped;
  // - every run of punctuation, symbols and spaces becomes one space, i.e. a word break. The
  //   library spells some symbols out ('&' -> 'and', '<' -> 'less', '$' -> 'dollar') and deletes
  //   punctuation it has no entry for, gluing the words around it ('Cyber—2026' -> 'cyber2026');
  //   slugs here have always dropped symbols and split words at punctuation ('Straße & Ærø' ->
  //   'strasse-aero', 'Cyber—2026' -> 'cyber-2026').
  const words = title.normalize('NFKC').replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ');
  const base = toSlug(words, { lower: true, strict: true });
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
