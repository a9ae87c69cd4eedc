module.exports = {
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/test/**/*.test.ts?(x)'],
  setupFilesAfterEnv: ['@testing-library/jest-dom'],
  transform: require('../jest.transform'),
  moduleNameMapper: {
    '^@csec/contracts$': '<rootDir>/../../libs/contracts/src',
  },
};
