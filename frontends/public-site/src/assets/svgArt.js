/**
 * Shared by svg-markup-loader.js (at build time) and InlineSvg (at run time): CommonJS, so that the
 * loader can require it. Typed in svgArt.d.ts.
 *
 * Prefixes every id (and every reference to one) in an SvgArt's body. A '<' cannot stand in an
 * attribute value or in text of a well-formed SVG, so the placeholder never is a file's own text.
 */
exports.SVG_ID_PLACEHOLDER = '<svg-id>';
