import { Tokenizer, type TokenizerCallbacks } from 'htmlparser2';
import { EXCERPT_LENGTH } from '@csec/contracts';

/** Ends of blocks and line breaks read as a space, so words of two paragraphs do not run together. */
const BLOCK_ENDS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li', 'blockquote', 'div']);

interface TextScan {
  text: string;
  hasImage: boolean;
}

const ignore = () => undefined;

/**
 * One pass of htmlparser2's tokenizer over sanitised HTML: its text (entities decoded, spaces
 * collapsed) and whether it shows an image. The tokenizer keeps no stack of open elements, so
 * this is linear however deeply a stored post is nested; the sanitiser has already removed
 * everything whose text must not show (scripts, styles and the like).
 */
function scan(html: string): TextScan {
  const parts: string[] = [];
  let hasImage = false;
  const name = (start: number, end: number) => html.slice(start, end).toLowerCase();
  const callbacks: TokenizerCallbacks = {
    ontext: (start, end) => parts.push(html.slice(start, end)),
    ontextentity: (codepoint) => parts.push(String.fromCodePoint(codepoint)),
    onopentagname: (start, end) => {
      const tag = name(start, end);
      if (tag === 'br') parts.push(' ');
      else if (tag === 'img') hasImage = true;
    },
    onclosetag: (start, end) => {
      if (BLOCK_ENDS.has(name(start, end))) parts.push(' ');
    },
    onattribdata: ignore,
    onattribentity: ignore,
    onattribend: ignore,
    onattribname: ignore,
    oncdata: ignore,
    oncomment: ignore,
    ondeclaration: ignore,
    onend: ignore,
    onopentagend: ignore,
    onprocessinginstruction: ignore,
    onselfclosingtag: ignore,
  };
  const tokenizer = new Tokenizer({ decodeEntities: true }, callbacks);
  tokenizer.write(html);
  tokenizer.end();
  return { text: parts.join('').replace(/\s+/g, ' ').trim(), hasImage };
}

/** Plain text of sanitised HTML: tags and images stripped, entities decoded, spaces collapsed. */
export function plainText(html: string): string {
  return scan(html).text;
}

/** Empty when nothing would show: no text (the editor's `<p><br></p>` included) and no image. */
export function isBlankHtml(html: string | null | undefined): boolean {
  if (!html) return true;
  const { text, hasImage } = scan(html);
  return !hasImage && text.length === 0;
}

/** About EXCERPT_LENGTH characters of sanitised HTML's text, cut at a word boundary, with an ellipsis when cut. */
export function excerptOf(html: string, length = EXCERPT_LENGTH): string {
  return excerptOfText(plainText(html), length);
}

/** excerptOf for text already made plain (a post's bodyText). */
export function excerptOfText(text: string, length = EXCERPT_LENGTH): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, length + 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > length * 0.6 ? cut.slice(0, lastSpace) : text.slice(0, length)).trimEnd()}…`;
}
