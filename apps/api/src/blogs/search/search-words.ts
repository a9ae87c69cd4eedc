import { SEARCH_WORD_MIN } from '@csec/contracts';

/**
 * InnoDB's default full-text stopwords of SEARCH_WORD_MIN letters or more. A MySQL/MariaDB boolean
 * search that requires one finds nothing, so they are skipped on SQLite too and both agree.
 */
const STOPWORDS = new Set([
  'about',
  'are',
  'com',
  'for',
  'from',
  'how',
  'that',
  'the',
  'this',
  'was',
  'what',
  'when',
  'where',
  'who',
  'will',
  'with',
  'und',
  'www',
]);

/**
 * The words a search looks for: runs of letters, marks and digits, lower-cased, at least
 * SEARCH_WORD_MIN characters, no stopword, each once. Everything else (quotes, `*`, `-`, `+`,
 * parentheses, `:`) only separates words, so no query syntax of either database can get through.
 * Every word must occur in the title or the text; the last may also begin a longer word.
 *
 * The words come in the one order that means the same search: the whole words sorted, then the
 * last (the prefix). So every spelling of one search ('Zero-Trust SOC', 'trust, zero!! soc') has
 * the same words, and the public cache keys it once (common/cache/public-cache.middleware.ts):
 * padding a query with dropped words or punctuation does not make the database search again.
 */
export function searchWords(q: string): string[] {
  const words = q
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((word) => [...word].length >= SEARCH_WORD_MIN && !STOPWORDS.has(word));
  const unique = [...new Set(words)];
  const prefix = unique.pop();
  return prefix === undefined ? [] : [...unique.sort(), prefix];
}
