const path = require('node:path');

/**
 * Packages that ship as ES modules only: htmlparser2 12 and its helpers (blog-text.ts; sanitize-html
 * 2.17 has its own CommonJS htmlparser2 10), `feed` (rss.xml), and otplib's base32 and HMAC helpers
 * (@scure/base, @noble/hashes). Node 20.19+ loads them with require(); Jest's module system does not,
 * so the tests compile them to CommonJS. (`sitemap` is ESM too, but answers require() with its own
 * CommonJS build, and `feed`'s one dependency, xml-js, is CommonJS.)
 */
const ESM_ONLY = ['htmlparser2', 'domhandler', 'domutils', 'dom-serializer', 'domelementtype', 'entities', 'feed', '@scure/base', '@noble/hashes'];

/**
 * TypeScript as tsc compiles the API (tsconfig.json: ES2022 class fields, legacy decorators with their
 * metadata, which Nest's injection reads), one file at a time by swc: a cold run of one e2e spec took
 * 4.6 s here, against 11 s with ts-jest's transpile-only mode.
 */
const SWC_TYPESCRIPT = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: true },
    target: 'es2022',
    keepClassNames: true,
  },
  module: { type: 'commonjs' },
  sourceMaps: 'inline',
};

/**
 * What the unit and the e2e Jest configs share. TypeScript is transpiled file by file, without
 * type-checking: `npm run typecheck` checks every
 * workspace once per `npm test` (and ESLint's type-aware rules read the types in `npm run lint`).
 */
module.exports = {
  moduleFileExtensions: ['ts', 'js', 'json'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', SWC_TYPESCRIPT],
    [`/node_modules/(${ESM_ONLY.join('|')})/.+\\.js$`]: ['@swc/jest', { jsc: { target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  // Also where npm nests one of them under another package (otplib's plugins carry their own @noble/hashes).
  transformIgnorePatterns: [`/node_modules/(?!(?:.+/node_modules/)?(${ESM_ONLY.join('|')})/)`],
  moduleNameMapper: { '^@csec/contracts$': path.join(__dirname, '../../libs/contracts/src') },
  testEnvironment: 'node',
};
