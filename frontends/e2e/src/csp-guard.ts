/**
 * Runs around every browser test (jest.config.js, setupFilesAfterEnv): a test during which any page
 * logged a Content-Security-Policy violation fails, so every browser test also guards the policy.
 */
import { takeCspViolations } from './site-runner';

function failOnViolations(when: string): void {
  const violations = takeCspViolations();
  if (violations.length > 0) {
    throw new Error(`Content-Security-Policy violations ${when}:\n${violations.join('\n')}`);
  }
}

beforeEach(() => failOnViolations('before this test (left over from setup or the test before)'));
afterEach(() => failOnViolations('during this test'));
afterAll(() => failOnViolations('after the last test'));
