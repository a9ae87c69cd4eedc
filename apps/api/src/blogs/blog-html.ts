import sanitizeHtml from 'sanitize-html';
import { EDITOR_INDENT_MAX, EDITOR_LINK_PROTOCOLS, EXCERPT_LENGTH } from '@csec/contracts';

const BLOCKS = ['p', 'h1', 'h2', 'h3', 'li', 'blockquote'];
const QUILL_CLASSES = [
  'ql-align-center',
  'ql-align-right',
  'ql-align-justify',
  'ql-font-inter',
  ...Array.from({ length: EDITOR_INDENT_MAX }, (_, i) => `ql-indent-${i + 1}`),
];
/** Inline images the editor may embed: PNG or JPEG as base64, nothing else (no SVG, no HTML). */
const DATA_IMAGE = /^data:image\/(png|jpe?g);base64,[a-z0-9+/=\s]+$/i;
/** An image uploaded to this site, by its path, so posts do not depend on the host name. */
const UPLOADED_IMAGE = /^\/uploads\/[a-z0-9-]+\.(png|jpe?g)$/i;

/**
 * The allowlist of design.md: exactly what the editor's toolbar makes. Everything else is
 * dropped; the text inside script-like wrappers goes too, so it can never come back as markup.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...BLOCKS, 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'a', 'img', 'ol', 'ul', 'sup', 'sub', 'span'],
  allowedAttributes: {
    a: ['href', { name: 'target', multiple: false, values: ['_blank'] }, 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    li: [{ name: 'data-list', multiple: false, values: ['ordered', 'bullet'] }],
  },
  allowedClasses: Object.fromEntries([...BLOCKS, 'span', 'ol', 'ul'].map((tag) => [tag, QUILL_CLASSES])),
  allowedSchemes: [...EDITOR_LINK_PROTOCOLS],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'xmp', 'template', 'iframe', 'object', 'embed', 'noembed', 'noframes', 'title', 'plaintext', 'svg', 'math', 'select'],
  exclusiveFilter: (frame) => frame.tag === 'img' && !isAllowedImageSource(frame.attribs.src),
  transformTags: {
    // Links that open a new tab must not hand the opener window to the target.
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

function isAllowedImageSource(src: string | undefined): boolean {
  if (!src) return false;
  if (/^https?:\/\//i.test(src)) return true;
  return DATA_IMAGE.test(src) || UPLOADED_IMAGE.test(src);
}

/** Cleans post HTML on every write. */
export function sanitizeBlogHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Empty when nothing would show: no text (the editor's `<p><br></p>` included) and no image. */
export function isBlankHtml(html: string | null | undefined): boolean {
  if (!html) return true;
  if (/<img\b/i.test(html)) return false;
  return plainText(html).length === 0;
}

/** Plain text of the HTML, tags and images stripped, entities decoded, spaces collapsed. */
export function plainText(html: string): string {
  const spaced = html.replace(/<\/(p|h[1-6]|li|blockquote|div)>|<br\s*\/?>/gi, ' $&');
  const text = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {}, nonTextTags: OPTIONS.nonTextTags });
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}

/** About EXCERPT_LENGTH characters, cut at a word boundary, with an ellipsis when cut. */
export function excerptOf(html: string, length = EXCERPT_LENGTH): string {
  const text = plainText(html);
  if (text.length <= length) return text;
  const cut = text.slice(0, length + 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > length * 0.6 ? cut.slice(0, lastSpace) : text.slice(0, length)).trimEnd()}…`;
}

function decodeEntities(text: string): string {
  return text
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCodePoint(parseInt(code, 16)))
    .replace(/&amp;/g, '&');
}
