module.exports = {
  rootDir: __dirname,
  testEnvironment: 'jest-fixed-jsdom',
  testMatch: ['<rootDir>/test/**/*.test.ts?(x)'],
  setupFilesAfterEnv: ['<rootDir>/test/setup.ts'],
  transform: require('../jest.transform'),
  moduleNameMapper: {
    '^@csec/contracts$': '<rootDir>/../../libs/contracts/src',
    // CSS modules resolve to their own class names, so tests can find elements by class.
    '\\.module\\.css$': '<rootDir>/test/stubs/css-module.js',
    // An SVG is drawn inline from what svg-markup-loader.js makes of it; photos are file URLs.
    '\\.svg$': '<rootDir>/test/stubs/svg.js',
    '\\.(png|jpe?g)$': '<rootDir>/test/stubs/asset.js',
  },
};
