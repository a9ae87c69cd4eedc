/**
 * Webpack loader: an .svg file becomes a module whose default export is { viewBox, fill?, body }
 * (src/assets/svgArt.d.ts), which src/components/InlineSvg writes into the page as an <svg> element.
 *
 * Why not <img src="data:...">: Chromium makes every SVG image a document of its own (a navigation, a
 * window, its own layout and paint), all on the main thread. On / its 29 drawings cost 70-100 ms while
 * the page was parsed, and Lighthouse's simulated Total Blocking Time was 400-600 ms; 120-130 ms with
 * the same drawings inline.
 *
 * Inline, a drawing shares the page's ids and is no longer sandboxed as an image is, hence:
 * - every id, and every reference to one (url(#x), href="#x", xlink:href="#x"), starts with
 *   SVG_ID_PLACEHOLDER, which InlineSvg replaces per instance (43 icons all name their gradient "g");
 * - the root may carry only xmlns, viewBox and fill: InlineSvg's element stands in for it, so anything
 *   else would be lost;
 * - <script>, on* attributes (they would run in the page) and <style> (it would style the whole page)
 *   fail the build, as does anything that is not one well-formed <svg> element;
 * - the root's <title> and <desc> are left out: InlineSvg's alt names the drawing, as it named the
 *   <img>, and an inline <title> would show as a tooltip too.
 */
const path = require('path');
const { SVG_ID_PLACEHOLDER } = require('./src/assets/svgArt');

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
const ROOT_ATTRIBUTES = ['xmlns', 'viewBox', 'fill'];

const NAME = '[A-Za-z_][\\w.:-]*';
const ATTRIBUTES = `(?:\\s+${NAME}\\s*=\\s*(?:"[^"<]*"|'[^'<]*'))*`;
const START_TAG = new RegExp(`<(${NAME})(${ATTRIBUTES})\\s*(/?)>`, 'y');
const ATTRIBUTE = new RegExp(`(${NAME})\\s*=\\s*(?:"([^"<]*)"|'([^'<]*)')`, 'g');
const END_TAG = new RegExp(`</(${NAME})\\s*>`, 'y');
const XML_DECLARATION = /<\?xml\s[^?]*\?>/y;
const COMMENT = /<!--[\s\S]*?-->/y;
const CDATA = /<!\[CDATA\[[\s\S]*?\]\]>/y;
const TEXT = /[^<]+/y;
const SPACE = /\s+/y;
/** A '&' that starts none of the entities XML defines without a DOCTYPE. */
const STRAY_AMPERSAND = /&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[\da-fA-F]+);)/;
const XML_ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The loader: the error names the file, and fails the build. */
module.exports = function svgMarkupLoader(source) {
  let art;
  try {
    art = toSvgArt(source);
  } catch (error) {
    throw new Error(`${path.relative(this.rootContext, this.resourcePath)}: ${error.message}`, { cause: error });
  }
  return `export default ${JSON.stringify(art)};`;
};

/** The SvgArt of one SVG file's text; throws on anything it would not render as the file draws it. */
function toSvgArt(source) {
  if (source.includes(SVG_ID_PLACEHOLDER)) throw new Error(`contains ${SVG_ID_PLACEHOLDER}, the loader's id placeholder`);
  const text = source.replace(/^\uFEFF/, '');
  let at = 0;
  const read = (pattern) => {
    pattern.lastIndex = at;
    const found = pattern.exec(text);
    if (found) at = pattern.lastIndex;
    return found;
  };
  const skipSpaceAndComments = () => {
    while (read(SPACE) || read(COMMENT));
  };

  read(XML_DECLARATION);
  skipSpaceAndComments();
  const root = read(START_TAG);
  if (!root) throw new Error(`is not an SVG element: ${JSON.stringify(text.slice(at, at + 40))} at character ${at}`);
  if (root[1] !== 'svg') throw new Error(`its root element is <${root[1]}>, not <svg>`);
  const rootAttributes = attributesOf(root[2]);
  for (const name of rootAttributes.keys()) {
    if (!ROOT_ATTRIBUTES.includes(name)) throw new Error(`its root <svg> has the attribute ${name}: only ${ROOT_ATTRIBUTES.join(', ')} are carried over`);
  }
  const xmlns = rootAttributes.get('xmlns')?.value;
  if (xmlns !== undefined && xmlns !== SVG_NAMESPACE) throw new Error(`its root <svg> has xmlns="${xmlns}", not ${SVG_NAMESPACE}`);
  const viewBox = rootAttributes.get('viewBox')?.value;
  if (!viewBox) throw new Error('its root <svg> has no viewBox: the inline <svg> needs it to scale');
  const fill = rootAttributes.get('fill')?.value;

  const body = [];
  const ids = new Set();
  const references = new Set();
  const open = ['svg'];
  // While a root <title> or <desc> is being left out: the depth of its element.
  let leftOutDepth = 0;
  let found;
  while (root[3] !== '/' && open.length > 0) {
    if (at >= text.length) throw new Error(`<${open[open.length - 1]}> is not closed`);
    if ((found = read(END_TAG))) {
      const name = open.pop();
      if (found[1] !== name) throw new Error(`</${found[1]}> at character ${found.index} closes <${name}>`);
      if (open.length > 0 && !leftOutDepth) body.push(`</${name}>`);
      if (open.length < leftOutDepth) leftOutDepth = 0;
    } else if ((found = read(START_TAG))) {
      const [, name, attributeText, selfClosing] = found;
      checkElement(name);
      const attributes = attributesOf(attributeText);
      if (!leftOutDepth && open.length === 1 && (name === 'title' || name === 'desc')) leftOutDepth = open.length + 1;
      if (!leftOutDepth) body.push(startTag(name, attributes, selfClosing, ids, references));
      if (selfClosing) {
        if (open.length + 1 === leftOutDepth) leftOutDepth = 0;
      } else open.push(name);
    } else if (read(COMMENT)) {
      // Comments are no part of the drawing.
    } else if ((found = read(CDATA) || read(TEXT))) {
      if (!found[0].startsWith('<![CDATA[')) checkEntities(found[0]);
      if (!leftOutDepth) body.push(found[0]);
    } else {
      throw new Error(`has markup that is not well-formed at character ${at}: ${JSON.stringify(text.slice(at, at + 40))}`);
    }
  }
  skipSpaceAndComments();
  if (at < text.length) throw new Error(`has more after its root </svg>: ${JSON.stringify(text.slice(at, at + 40))} at character ${at}`);
  for (const id of references) {
    if (!ids.has(id)) throw new Error(`refers to #${id}, which is no id in it`);
  }

  const art = { viewBox: decodeEntities(viewBox) };
  if (fill !== undefined) art.fill = decodeEntities(fill);
  art.body = body.join('');
  return art;
}

function checkElement(name) {
  const local = name.slice(name.indexOf(':') + 1).toLowerCase();
  if (local === 'script') throw new Error('has a <script>: inline, it would run in the page');
  if (local === 'style') throw new Error('has a <style>: inline, it would style the whole page');
}

/** The attributes of a start tag, by name, with the quote each value had. */
function attributesOf(attributeText) {
  const attributes = new Map();
  for (const [, name, doubleQuoted, singleQuoted] of attributeText.matchAll(ATTRIBUTE)) {
    if (attributes.has(name)) throw new Error(`has the attribute ${name} twice on one element`);
    if (/^on/i.test(name)) throw new Error(`has the event handler attribute ${name}: inline, it would run in the page`);
    const value = doubleQuoted ?? singleQuoted;
    checkEntities(value);
    attributes.set(name, { value, quote: doubleQuoted === undefined ? "'" : '"' });
  }
  return attributes;
}

/** The start tag as it goes into the body: ids and references to them prefixed with the placeholder. */
function startTag(name, attributes, selfClosing, ids, references) {
  let tag = `<${name}`;
  for (const [attribute, { value, quote }] of attributes) {
    tag += ` ${attribute}=${quote}${withPlaceholder(attribute, value, ids, references)}${quote}`;
  }
  return `${tag}${selfClosing}>`;
}

function withPlaceholder(attribute, value, ids, references) {
  if (attribute === 'id') {
    if (ids.has(value)) throw new Error(`has the id "${value}" twice`);
    ids.add(value);
    return SVG_ID_PLACEHOLDER + value;
  }
  if ((attribute === 'href' || attribute === 'xlink:href') && value.startsWith('#')) {
    references.add(value.slice(1));
    return `#${SVG_ID_PLACEHOLDER}${value.slice(1)}`;
  }
  return value.replace(/url\(\s*(["']?)#([^"')\s]+)/g, (_, quote, id) => {
    references.add(id);
    return `url(${quote}#${SVG_ID_PLACEHOLDER}${id}`;
  });
}

function checkEntities(value) {
  const stray = STRAY_AMPERSAND.exec(value);
  if (stray) throw new Error(`has a '&' that starts no XML entity: ${JSON.stringify(value.slice(stray.index, stray.index + 12))}`);
}

/** The root's attribute values become React props, which React escapes again. */
function decodeEntities(value) {
  return value.replace(/&(?:#x([\da-fA-F]+)|#(\d+)|(\w+));/g, (_, hex, decimal, name) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : decimal ? String.fromCodePoint(Number(decimal)) : XML_ENTITIES[name],
  );
}

module.exports.toSvgArt = toSvgArt;
