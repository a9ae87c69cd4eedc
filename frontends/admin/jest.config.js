/** Component tests: jsdom, TypeScript through ts-jest (types are checked by `npm run typecheck`). */
module.exports = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.jest.json' }],
  },
  moduleNameMapper: {
    '^@csec/contracts$': '<rootDir>/../../libs/contracts/src',
    '\\.css$': '<rootDir>/src/test/styleStub.ts',
  },
};
