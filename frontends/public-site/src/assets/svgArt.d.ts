/** An imported .svg, as svg-markup-loader.js makes it: the root <svg>'s viewBox and fill, and its inner markup. */
export interface SvgArt {
  readonly viewBox: string;
  readonly fill?: string;
  /** Every id in it, and every reference to one, starts with SVG_ID_PLACEHOLDER: InlineSvg gives each instance its own prefix. */
  readonly body: string;
}

export const SVG_ID_PLACEHOLDER: string;
