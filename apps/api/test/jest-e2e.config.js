/** e2e specs: the real HTTP server on a throw-away database (DB_TYPE=sqlite or mysql). */
module.exports = {
  ...require('../jest.base'),
  rootDir: '.',
  testRegex: '.*\\.e2e-spec\\.ts$',
  testTimeout: 60000,
};
