import sanitizeHtml from 'sanitize-html';
import { EDITOR_INDENT_MAX, EDITOR_LINK_PROTOCOLS, HTML_DEPTH_MAX } from '@csec/contracts';

export { excerptOf, excerptOfText, isBlankHtml, plainText } from './blog-text';

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
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'xmp',
    'template',
    'iframe',
    'object',
    'embed',
    'noembed',
    'noframes',
    'title',
    'plaintext',
    'svg',
    'math',
    'select',
  ],
  exclusiveFilter: (frame) => frame.tag === 'img' && !isAllowedImageSource(frame.attribs.src),
  transformTags: {
    // Links that open a new tab must not hand the opener window to the target.
    a: (tagName, attribs) => {
      const safe = withoutCommentedUrl(attribs, 'href');
      return { tagName, attribs: safe.target === '_blank' ? { ...safe, rel: 'noopener noreferrer' } : safe };
    },
    img: (tagName, attribs) => ({ tagName, attribs: withoutCommentedUrl(attribs, 'src') }),
  },
};

function isAllowedImageSource(src: string | undefined): boolean {
  if (!src) return false;
  if (/^https?:\/\//i.test(src)) return true;
  return DATA_IMAGE.test(src) || UPLOADED_IMAGE.test(src);
}

/**
 * sanitize-html checks a URL's scheme after cutting `<!-- ... -->` out of it, one comment at a
 * time, copying the whole URL for each (launder's cleanHref): a 1 MB href of `<!---->` took 37 s.
 * No real link or image address holds a comment opener, so such a URL is dropped up front.
 */
function withoutCommentedUrl(attribs: sanitizeHtml.Attributes, name: string): sanitizeHtml.Attributes {
  if (!attribs[name]?.includes('<!--')) return attribs;
  const rest = { ...attribs };
  delete rest[name];
  return rest;
}

/** Thrown by sanitizeBlogHtml for markup nested deeper than HTML_DEPTH_MAX. */
export class HtmlTooDeepError extends Error {
  constructor() {
    super(`HTML nested deeper than ${HTML_DEPTH_MAX} levels`);
  }
}

/**
 * Cleans post HTML on every write, in time linear in its length. htmlparser2 keeps its open
 * elements in an array that it unshifts at every start tag and searches at every end tag, so
 * its cost per tag grows with the nesting depth: the parse is stopped at the first element
 * deeper than HTML_DEPTH_MAX (void ones count too). With the depth bounded, and commented URLs
 * dropped, every step of sanitize-html is linear (see the timings in blog-html.spec.ts).
 */
export function sanitizeBlogHtml(html: string): string {
  let depth = 0;
  const options: sanitizeHtml.IOptions = {
    ...OPTIONS,
    onOpenTag: () => {
      if (++depth > HTML_DEPTH_MAX) throw new HtmlTooDeepError();
    },
    onCloseTag: () => {
      depth--;
    },
  };
  return sanitizeHtml(html, options).trim();
}
