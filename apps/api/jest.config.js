/** Unit specs beside the code. */
module.exports = {
  rootDir: 'src',
  testRegex: '.*\\.spec\\.ts$',
  moduleFileExtensions: ['ts', 'js', 'json'],
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/../tsconfig.json', diagnostics: { warnOnly: false } }] },
  moduleNameMapper: { '^@csec/contracts$': '<rootDir>/../../../libs/contracts/src' },
  testEnvironment: 'node',
};
