/** Component tests: jsdom, TypeScript through swc (frontends/jest.transform.js; `npm run typecheck`, a step of `npm test`, checks the types). */
module.exports = {
  testEnvironment: 'jest-fixed-jsdom',
  roots: ['<rootDir>/src'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  transform: require('../jest.transform'),
  moduleNameMapper: {
    '^@csec/contracts$': '<rootDir>/../../libs/contracts/src',
    // @ant-design/icons' CommonJS build deep-imports the ES build of its colour helper
    '^@ant-design/colors/es/(.*)$': '@ant-design/colors/lib/$1',
    '\\.css$': '<rootDir>/src/test/styleStub.ts',
  },
};
