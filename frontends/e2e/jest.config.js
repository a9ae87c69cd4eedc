/**
 * Tests of the production build, one at a time, each starting its own site: the browser tests
 * (*.browser.test.ts) and the tests of the processes that run it (npm-signals.test.ts).
 */
module.exports = {
  rootDir: __dirname,
  // Node's, plus a report of the open pages when a test fails.
  testEnvironment: '<rootDir>/src/failure-report-environment.js',
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  // Fails any test during which a page logged a Content-Security-Policy violation.
  setupFilesAfterEnv: ['<rootDir>/src/csp-guard.ts'],
  transform: require('../jest.transform'),
  moduleNameMapper: {
    '^@csec/contracts$': '<rootDir>/../../libs/contracts/src',
  },
  testTimeout: 90_000,
  testSequencer: '<rootDir>/test-sequencer.js',
};
