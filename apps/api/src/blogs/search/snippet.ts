import { SNIPPET_LENGTH } from '@csec/contracts';
import { excerptOfText } from '../blog-text';

/** Characters of text kept before the first match, so it reads in context. */
const LEAD = 40;

/**
 * About SNIPPET_LENGTH characters of a post's plain text around the first place any of `words`
 * begins a word (ignoring case and accents, as the indexes do; the last word may begin a longer
 * one), cut at spaces, with '…' where text was left out. A post that matched on its title alone
 * gets the start of its text.
 */
export function snippetOf(text: string, words: readonly string[]): string {
  const at = firstMatch(text, words);
  if (at === undefined) return excerptOfText(text, SNIPPET_LENGTH);
  let start = Math.max(0, at - LEAD);
  if (start > 0) {
    // Start at a word: just after the last space before the cut, unless that is the match itself.
    const space = text.lastIndexOf(' ', start);
    start = space >= 0 && space < at ? space + 1 : at;
  }
  let end = Math.min(text.length, start + SNIPPET_LENGTH);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > at) end = space;
  }
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}

/** Index in `text` of the first word that starts with one of `words`, compared folded. */
function firstMatch(text: string, words: readonly string[]): number | undefined {
  if (words.length === 0) return undefined;
  const { folded, origin } = fold(text);
  const last = words.length - 1;
  // Whole words, except the last, which may be the beginning of one (it is searched as a prefix).
  const alternatives = words.map((word, index) => `${escape(fold(word).folded)}${index === last ? '' : '(?![\\p{L}\\p{M}\\p{N}])'}`);
  const match = new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])(?:${alternatives.join('|')})`, 'u').exec(folded);
  return match ? origin[match.index] : undefined;
}

/** Lower case without accents, with the index in the original text of each folded character. */
function fold(text: string): { folded: string; origin: number[] } {
  let folded = '';
  const origin: number[] = [];
  let index = 0;
  for (const char of text) {
    const plain = char.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
    for (let i = 0; i < plain.length; i++) origin.push(index);
    folded += plain;
    index += char.length;
  }
  return { folded, origin };
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
