const { transformIgnorePatterns, esmTransform } = require('./jest.esm-deps');

/** Unit specs beside the code. */
module.exports = {
  rootDir: 'src',
  testRegex: '.*\\.spec\\.ts$',
  moduleFileExtensions: ['ts', 'js', 'json'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/../tsconfig.json' }],
    ...esmTransform,
  },
  transformIgnorePatterns,
  moduleNameMapper: { '^@csec/contracts$': '<rootDir>/../../../libs/contracts/src' },
  testEnvironment: 'node',
};
