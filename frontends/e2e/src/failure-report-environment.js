'use strict';
/**
 * The browser tests' environment: Node's, plus a report of every open page (what it shows and what
 * it did lately, from site-runner.js) printed when a test fails, while the pages are still open.
 */
const NodeEnvironment = require('jest-environment-node').TestEnvironment;

module.exports = class FailureReportEnvironment extends NodeEnvironment {
  async handleTestEvent(event) {
    if (event.name !== 'test_fn_failure' && event.name !== 'hook_failure') return;
    const describePages = this.global.__describePages;
    if (typeof describePages !== 'function') return;
    const report = await describePages().catch((error) => `the pages could not be read: ${error}`);
    const name = event.test ? [...titles(event.test)].join(' › ') : event.hook.type;
    if (report) process.stderr.write(`\nOpen pages when "${name}" failed:\n${report}\n`);
  }
};

function* titles(test) {
  if (test.parent) yield* titles(test.parent);
  if (test.name !== 'ROOT_DESCRIBE_BLOCK') yield test.name;
}
