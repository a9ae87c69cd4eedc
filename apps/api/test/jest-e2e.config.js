/** e2e specs: the real HTTP server on a throw-away database (DB_TYPE=sqlite or mysql). */
module.exports = {
  ...require('../jest.base'),
  rootDir: '.',
  testRegex: '.*\\.e2e-spec\\.ts$',
  testTimeout: 60000,
  // The migrations run once, into a template each test app copies (support/template-database.ts).
  globalSetup: '<rootDir>/support/global-setup.ts',
  globalTeardown: '<rootDir>/support/global-teardown.ts',
};
