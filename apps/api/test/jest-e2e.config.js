const { transformIgnorePatterns, esmTransform } = require('../jest.esm-deps');

/** e2e specs: the real HTTP server on a throw-away database (DB_TYPE=sqlite or mysql). */
module.exports = {
  rootDir: '.',
  testRegex: '.*\\.e2e-spec\\.ts$',
  moduleFileExtensions: ['ts', 'js', 'json'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/../tsconfig.json' }],
    ...esmTransform,
  },
  transformIgnorePatterns,
  moduleNameMapper: { '^@csec/contracts$': '<rootDir>/../../../libs/contracts/src' },
  testEnvironment: 'node',
  testTimeout: 60000,
};
