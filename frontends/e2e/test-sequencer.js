const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;

/**
 * The files that take longest first, so that with several workers none of them starts last. Jest
 * orders by the times of earlier runs when it has them, and otherwise (a fresh clone) by file
 * size, which put scheduled.browser.test.ts (it waits for the next whole minute, up to 67 s) near
 * the end. These stand in for earlier runs' times until there are some, longest first.
 */
const SLOWEST = ['remote-deploy', 'scheduled', 'a11y', 'public-site', 'ssr'];

module.exports = class SlowestFirst extends Sequencer {
  sort(tests) {
    const prior = (test) => {
      const rank = SLOWEST.indexOf(path.basename(test.path).replace(/(\.browser)?\.test\.ts$/, ''));
      return rank === -1 ? -1 : 1_000_000 - rank;
    };
    const time = (test) => this.time(test) ?? prior(test);
    const size = (test) => test.context.hasteFS.getSize(test.path) ?? 0;
    // A file that failed last time first, then by time (measured, or the stand-in), then by size.
    return [...tests].sort((a, b) => Number(this.hasFailed(b)) - Number(this.hasFailed(a)) || time(b) - time(a) || size(b) - size(a));
  }
};
