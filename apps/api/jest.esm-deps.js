/**
 * sanitize-html's parser (htmlparser2 and its helpers) ships as ES modules only. Node 20.19+
 * loads them with require(); Jest's module system does not, so its tests compile them to CommonJS.
 */
const ESM_ONLY = ['htmlparser2', 'domhandler', 'domutils', 'dom-serializer', 'domelementtype', 'entities'];

module.exports = {
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_ONLY.join('|')})/)`],
  esmTransform: {
    [`/node_modules/(${ESM_ONLY.join('|')})/.+\\.js$`]: [
      'ts-jest',
      { tsconfig: { allowJs: true, module: 'commonjs', target: 'ES2022', esModuleInterop: true }, diagnostics: false },
    ],
  },
};
