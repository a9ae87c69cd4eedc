import { EDITOR_FONTS, EDITOR_INDENT_MAX, EDITOR_LINK_PROTOCOLS } from '@csec/contracts';
import { Quill } from 'react-quill';

/** Exactly the spec's toolbar (section 2). */
export const TOOLBAR = [
  [{ header: [1, 2, 3, false] }],
  ['bold', 'italic', 'underline', 'strike'],
  ['image', 'link'],
  [{ align: 'center' }, { align: 'right' }, { align: 'justify' }],
  [{ list: 'ordered' }, { list: 'bullet' }],
  [{ indent: '-1' }, { indent: '+1' }],
  [{ script: 'super' }, { script: 'sub' }],
  ['blockquote'],
];

/** Formats the editor keeps; anything else (pasted colours, tables...) is dropped on input. */
export const FORMATS = ['header', 'bold', 'italic', 'underline', 'strike', 'image', 'link', 'align', 'list', 'indent', 'script', 'blockquote', 'font'];

/**
 * What this file uses of Quill 1's registry. Its typings answer `any` for every Quill.import;
 * these say what each import is, as far as this file reads it.
 */
interface WhitelistedFormat {
  whitelist: string[];
}
interface LinkFormat {
  PROTOCOL_WHITELIST: string[];
}
interface ParchmentModule {
  Attributor: { Class: new (attrName: string, keyName: string, options: { scope: number; whitelist: number[] }) => object };
  Scope: { BLOCK: number };
}
interface BlotClass {
  new (...args: never[]): object;
  create(value: unknown): HTMLElement;
}

const Font = Quill.import('formats/font') as WhitelistedFormat;
// the font becomes the class ql-font-<value>; the API's HTML allowlist knows it in lower case
Font.whitelist = EDITOR_FONTS.map((font) => font.toLowerCase());
Quill.register(Font, true);

const Link = Quill.import('formats/link') as LinkFormat;
Link.PROTOCOL_WHITELIST = [...EDITOR_LINK_PROTOCOLS];

const Parchment = Quill.import('parchment') as ParchmentModule;
const Indent = new Parchment.Attributor.Class('indent', 'ql-indent', {
  scope: Parchment.Scope.BLOCK,
  whitelist: Array.from({ length: EDITOR_INDENT_MAX }, (_, i) => i + 1),
});
Quill.register(Indent, true);

const BaseImage = Quill.import('formats/image') as BlotClass;
/** Images always span the content width, in the editor and on the public post. */
class FullWidthImage extends BaseImage {
  static override create(value: string): HTMLElement {
    const node = super.create(value);
    node.setAttribute('width', '100%');
    return node;
  }
}
Quill.register(FullWidthImage, true);
