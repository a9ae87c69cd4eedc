/** Unit specs beside the code. */
module.exports = {
  ...require('./jest.base'),
  rootDir: 'src',
  testRegex: '.*\\.spec\\.ts$',
};
