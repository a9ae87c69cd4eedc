const path = require('node:path');

/** Browser tests against the production build; one at a time, each starts its own site. */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.browser.test.ts'],
  // Fails any test during which a page logged a Content-Security-Policy violation.
  setupFilesAfterEnv: ['<rootDir>/src/csp-guard.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: path.join(__dirname, 'tsconfig.json') }],
  },
  moduleNameMapper: {
    '^@csec/contracts$': '<rootDir>/../../libs/contracts/src',
  },
  testTimeout: 90_000,
};
