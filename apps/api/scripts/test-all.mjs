#!/usr/bin/env node
/**
 * npm test: every suite of the project, in order, against the real parts:
 *   API unit specs; API e2e on SQLite; API e2e on MariaDB/MySQL (127.0.0.1:3306, root, or DB_* env);
 *   the type check of every workspace; the frontends' component tests; the production build;
 *   the browser tests in Chromium.
 * Ends with one line "tests: N passed, N failed" over all of them.
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'csec-tests-'));

const apiSteps = [
  ['API unit specs', ['run', 'test:unit', '-w', 'apps/api']],
  ['API e2e on SQLite', ['run', 'test:e2e:sqlite', '-w', 'apps/api']],
  ['API e2e on MariaDB', ['run', 'test:e2e:mysql', '-w', 'apps/api']],
];
const componentSteps = [
  ['Shell component tests', ['test', '-w', 'frontends/shell']],
  ['Public site component tests', ['test', '-w', 'frontends/public-site']],
  ['Admin component tests', ['test', '-w', 'frontends/admin']],
];

const summary = [];
let passed = 0;
let failed = 0;

for (const [name, args] of apiSteps) runJest(name, args);
runStep('Type check (every workspace)', ['run', 'typecheck']);
for (const [name, args] of componentSteps) runJest(name, args);
runStep('Production build', ['run', 'build']);
runJest('Browser tests (Chromium)', ['test', '-w', 'frontends/e2e']);

console.log('\n== Summary');
for (const line of summary) console.log(line);
console.log(`tests: ${passed} passed, ${failed} failed`);
fs.rmSync(reports, { recursive: true, force: true });
process.exit(failed > 0 || summary.some((line) => line.includes('FAILED')) ? 1 : 0);

function runJest(name, args) {
  const report = path.join(reports, `${summary.length}.json`);
  const started = Date.now();
  const status = npm([...args, '--', '--json', `--outputFile=${report}`], name);
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  if (!fs.existsSync(report)) {
    failed++;
    summary.push(`FAILED ${name}: no test report (exit ${status}), ${seconds} s`);
    return;
  }
  const result = JSON.parse(fs.readFileSync(report, 'utf8'));
  passed += result.numPassedTests;
  failed += result.numFailedTests;
  const ok = status === 0 && result.numFailedTests === 0 && result.numFailedTestSuites === 0;
  if (!ok && result.numFailedTests === 0) failed++;
  summary.push(`${ok ? 'ok    ' : 'FAILED'} ${name}: ${result.numPassedTests} passed, ${result.numFailedTests} failed, ${seconds} s`);
}

function runStep(name, args) {
  const started = Date.now();
  const status = npm(args, name);
  summary.push(`${status === 0 ? 'ok    ' : 'FAILED'} ${name}, ${((Date.now() - started) / 1000).toFixed(0)} s`);
  if (status !== 0) failed++;
}

function npm(args, name) {
  console.log(`\n== ${name}: npm ${args.join(' ')}`);
  return spawnSync('npm', args, { cwd: root, stdio: 'inherit' }).status ?? 1;
}
