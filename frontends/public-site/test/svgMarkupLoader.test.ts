import { SVG_ID_PLACEHOLDER, type SvgArt } from '../src/assets/svgArt';

// Node's fs, typed as far as used here (this project's types are the browser's); Jest runs a test file as a CommonJS module.
const { readdirSync, readFileSync } = jest.requireActual<{
  readdirSync: (folder: string) => string[];
  readFileSync: (file: string, encoding: 'utf8') => string;
}>('fs');
declare const __dirname: string;

interface LoaderContext {
  rootContext: string;
  resourcePath: string;
}
type Loader = ((this: LoaderContext, source: string) => string) & { toSvgArt: (source: string) => SvgArt };

// Plain CommonJS that webpack runs: required as it is, typed here.
const loader = jest.requireActual<Loader>('../svg-markup-loader');
const { toSvgArt } = loader;

const ROOT = __dirname.replace(/\/test$/, '');
const P = SVG_ID_PLACEHOLDER;
const svg = (inner: string, root = 'xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" fill="none"') => `<svg ${root}>${inner}</svg>`;
const load = (source: string) => loader.call({ rootContext: ROOT, resourcePath: `${ROOT}/src/assets/icons/test.svg` }, source);

describe('svg-markup-loader', () => {
  it("takes the root's viewBox and fill, and its inner markup as the body", () => {
    expect(toSvgArt(svg('<circle cx="32" cy="32" r="16"/><g stroke="#fff"><path d="M0 0h8"/></g>'))).toEqual({
      viewBox: '0 0 64 64',
      fill: 'none',
      body: '<circle cx="32" cy="32" r="16"/><g stroke="#fff"><path d="M0 0h8"/></g>',
    });
    expect(toSvgArt('<svg viewBox="0 0 360 480"><rect width="360" height="480"/></svg>')).toEqual({
      viewBox: '0 0 360 480',
      body: '<rect width="360" height="480"/>',
    });
  });

  it('prefixes every id and every reference to one with the placeholder', () => {
    const { body } = toSvgArt(
      svg(
        '<defs><linearGradient id="g"><stop stop-color="#0b3d91"/></linearGradient><path id="sh" d="M0 0"/></defs>' +
          `<rect fill="url(#g)" style="stroke: url('#g')"/><use href="#sh"/><use xlink:href="#sh"/><a href="https://example.com/#top">x</a>`,
      ),
    );
    expect(body).toBe(
      `<defs><linearGradient id="${P}g"><stop stop-color="#0b3d91"/></linearGradient><path id="${P}sh" d="M0 0"/></defs>` +
        `<rect fill="url(#${P}g)" style="stroke: url('#${P}g')"/><use href="#${P}sh"/><use xlink:href="#${P}sh"/><a href="https://example.com/#top">x</a>`,
    );
  });

  it("leaves out the root's <title> and <desc>, which the alt stands for, and comments; keeps text and entities", () => {
    const { body } = toSvgArt(
      `<?xml version="1.0"?><!-- drawn by hand -->${svg('<title>Kessler &amp; Vogt</title><desc>A logo</desc><!-- mark --><g><title>kept</title></g><text>A &amp; B</text>')}\n`,
    );
    expect(body).toBe('<g><title>kept</title></g><text>A &amp; B</text>');
  });

  it("makes a module whose default export is the file's SvgArt", () => {
    const source = svg('<rect id="g" fill="url(#g)"/>');
    expect(load(source)).toBe(`export default ${JSON.stringify(toSvgArt(source))};`);
  });

  it('reads every drawing of the site, each id prefixed', () => {
    const files = ['icons', 'art', 'partners'].flatMap((folder) =>
      readdirSync(`${ROOT}/src/assets/${folder}`).map((name) => `${ROOT}/src/assets/${folder}/${name}`),
    );
    expect(files.length).toBeGreaterThan(50);
    for (const file of files) {
      const art = toSvgArt(readFileSync(file, 'utf8'));
      expect(art.viewBox).toMatch(/^0 0 \d+ \d+$/);
      expect(art.body).not.toMatch(new RegExp(`id="(?!${P})|url\\(#(?!${P})`));
    }
  });

  it.each([
    ['a root attribute other than xmlns, viewBox and fill', svg('', 'viewBox="0 0 64 64" width="64"'), 'its root <svg> has the attribute width'],
    ['a root with no viewBox', svg('', 'fill="none"'), 'has no viewBox'],
    ['another xmlns', svg('', 'xmlns="http://www.w3.org/1999/xhtml" viewBox="0 0 1 1"'), 'not http://www.w3.org/2000/svg'],
    ['another root element', '<html><body/></html>', 'its root element is <html>, not <svg>'],
    ['no element at all', 'not an svg', 'is not an SVG element'],
    ['two root elements', svg('') + svg(''), 'has more after its root </svg>'],
    ['an element never closed', '<svg viewBox="0 0 1 1"><g><path d="M0 0"/>', '<g> is not closed'],
    ['elements closed out of order', svg('<g><a></g></a>'), '</g> at character'],
    ['an attribute without quotes', svg('<path d=M0/>'), 'not well-formed'],
    ['a bare &', svg('<text>A & B</text>'), "has a '&' that starts no XML entity"],
    ['an HTML entity', svg('<text>A&nbsp;B</text>'), "has a '&' that starts no XML entity"],
    ['a DOCTYPE', `<!DOCTYPE svg>${svg('')}`, 'is not an SVG element'],
    ['a <script>', svg('<script>alert(1)</script>'), 'has a <script>'],
    ['a <style>', svg('<style>path { fill: red }</style>'), 'has a <style>'],
    ['an event handler attribute', svg('<rect onclick="alert(1)"/>'), 'has the event handler attribute onclick'],
    ['a reference to no id of the file', svg('<rect fill="url(#nowhere)"/>'), 'refers to #nowhere'],
    ['an id given twice', svg('<g id="a"/><g id="a"/>'), 'has the id "a" twice'],
    ['the placeholder itself', svg(`<!-- ${P} -->`), 'contains <svg-id>'],
  ])('fails the build on %s, naming the file', (_case, source, message) => {
    expect(() => load(source)).toThrow(`src/assets/icons/test.svg: `);
    expect(() => load(source)).toThrow(message);
  });
});
