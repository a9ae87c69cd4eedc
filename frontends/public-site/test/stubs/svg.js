// An imported .svg as svg-markup-loader.js makes it: one gradient, referenced by id.
const { SVG_ID_PLACEHOLDER } = require('../../src/assets/svgArt');

module.exports = {
  viewBox: '0 0 64 64',
  fill: 'none',
  body: `<defs><linearGradient id="${SVG_ID_PLACEHOLDER}g"><stop stop-color="#0b3d91"/></linearGradient></defs><rect width="64" height="64" fill="url(#${SVG_ID_PLACEHOLDER}g)"/>`,
};
