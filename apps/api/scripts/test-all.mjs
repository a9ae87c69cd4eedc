#!/usr/bin/env node
/**
 * npm test: every suite of the project against the real parts:
 *   the production build (API, then the frontends); API unit specs; API e2e on SQLite and on
 *   MariaDB/MySQL (127.0.0.1:3306, root, or DB_* env); the type check of every workspace; the
 *   frontends' component tests; the browser tests in Chromium on the production build.
 *
 * The steps run twice as many at a time as the machine has cores (TEST_JOBS=n to choose), each as
 * soon as what it needs is done (the e2e specs start the built API too; the browser tests need the
 * whole build), the longest first. Each step's output is printed in one piece when it ends. The run ends
 * with a table of every step and every test file with its time, then one line
 * "tests: N passed, N failed" over all of them.
 */
import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const require = createRequire(path.join(root, 'package.json'));
const jestBin = require.resolve('jest/bin/jest');
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'csec-tests-'));
const cores = os.availableParallelism();
/**
 * Every step waits part of its time (for a database, a page, a timer), so one step per core leaves
 * the cores idle about a third of the run; two per core keep them busy (measured on 2 cores: 568 s or
 * more with 2 at a time, 388 s with 4).
 */
const slots = Math.max(1, Number(process.env.TEST_JOBS) || 2 * cores);
/** The browser tests mostly wait (for pages, for the server, for the scheduler's minute): they run two files at a time. */
const browserWorkers = Math.max(1, Number(process.env.TEST_BROWSER_WORKERS) || 2);

/**
 * `npm ci --ignore-scripts`, which .ci/run uses so that the lint starts at once, leaves the native
 * modules unbuilt, and better-sqlite3 then compiles from source for a minute or more. That is a
 * step of its own, which the steps that open SQLite wait for while the builds, the component tests
 * and the MariaDB e2e specs go on; where the modules are built, it is left out.
 */
const nativeBuilt = fs.existsSync(path.join(path.dirname(require.resolve('better-sqlite3/package.json')), 'build/Release/better_sqlite3.node'));
const native = nativeBuilt ? [] : ['native'];
/**
 * The compile at -O1 rather than the package's -O3 (the flags node-gyp's Makefile reads last win):
 * SQLite's amalgamation takes 16 s instead of 53 here, the whole rebuild 49 CPU-s instead of 99, and
 * the step no longer holds back the browser tests. The SQLite e2e specs took as long either way
 * (three of them: 10.9–11.8 s at -O1, 11.8 s at -O0). An install outside the tests keeps -O3.
 */
const NATIVE_TEST_BUILD = { CFLAGS: '-O1', CXXFLAGS: '-O1' };

/**
 * The steps, most urgent first: when a slot frees up, the first step whose needs are done starts.
 * `jest` steps run with one worker each (`--runInBand`); the browser tests, which mostly wait, run
 * `browserWorkers` files at a time. Each database's e2e specs are two halves (Jest's --shard), so
 * the last of them does not run on alone while the other slots have nothing left to do.
 */
const e2e = (db, name, shard) => ({
  id: `e2e-${db}-${shard}`,
  name: `API e2e on ${name} (${shard}/2)`,
  // On MariaDB nothing loads better-sqlite3 (TypeORM loads only the configured driver; checked by running
  // those specs without the module built): they start once the API is built, beside the compile.
  needs: db === 'sqlite' ? ['build-api', ...native] : ['build-api'],
  jest: ['apps/api', '-c', 'test/jest-e2e.config.js', `--shard=${shard}/2`],
  env: { DB_TYPE: db },
});
const steps = [
  ...(nativeBuilt ? [] : [{ id: 'native', name: 'Native modules (npm rebuild)', npm: ['rebuild'], env: NATIVE_TEST_BUILD }]),
  { id: 'build-api', name: 'Production build: contracts and API', npm: ['run', 'build:api'] },
  { id: 'build-web', name: 'Production build: shell, public site, admin', npm: ['run', 'build:web'] },
  e2e('mysql', 'MariaDB', 1),
  e2e('mysql', 'MariaDB', 2),
  {
    id: 'browser',
    name: 'Browser tests (Chromium)',
    needs: ['build-api', 'build-web', ...native],
    jest: ['frontends/e2e', '-c', 'jest.config.js'],
    workers: browserWorkers,
  },
  e2e('sqlite', 'SQLite', 1),
  e2e('sqlite', 'SQLite', 2),
  { id: 'admin', name: 'Admin component tests', jest: ['frontends/admin'] },
  { id: 'unit', name: 'API unit specs', needs: native, jest: ['apps/api', '-c', 'jest.config.js'] },
  { id: 'typecheck', name: 'Type check (every workspace)', npm: ['run', 'typecheck'] },
  { id: 'public-site', name: 'Public site component tests', jest: ['frontends/public-site'] },
  { id: 'shell', name: 'Shell component tests', jest: ['frontends/shell'] },
];

const started = Date.now();
let reaped = childCpuTicks();
const running = new Map();
const results = new Map();
const seconds = (ms) => (ms / 1000).toFixed(0);
/** Linux's USER_HZ, the unit of /proc's CPU times: 100 on every architecture Node runs on. */
const CLOCK_TICKS = 100;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of running.values()) killTree(child);
    process.exit(1);
  });
}

console.log(`npm test: ${steps.length} steps, ${slots} at a time; each step's output follows when it ends.`);
await new Promise((resolve) => schedule(resolve));
printSummary();
fs.rmSync(reports, { recursive: true, force: true });
process.exit([...results.values()].every((result) => result.ok) ? 0 : 1);

function schedule(done) {
  for (const step of steps) {
    if (results.has(step.id) || running.has(step.id)) continue;
    const failedNeed = (step.needs ?? []).find((id) => results.has(id) && !results.get(id).ok);
    if (failedNeed) {
      results.set(step.id, { step, ok: false, note: `not run: ${steps.find((s) => s.id === failedNeed).name} failed`, start: Date.now(), end: Date.now() });
      continue;
    }
    if (running.size >= slots || !(step.needs ?? []).every((id) => results.has(id))) continue;
    run(step, done);
  }
  if (running.size === 0 && results.size === steps.length) done();
}

function run(step, done) {
  const log = path.join(reports, `${step.id}.log`);
  const report = path.join(reports, `${step.id}.json`);
  const [command, args, cwd] = step.jest
    ? [
        process.execPath,
        [jestBin, ...step.jest.slice(1), step.workers > 1 ? `--maxWorkers=${step.workers}` : '--runInBand', '--json', `--outputFile=${report}`],
        path.join(root, step.jest[0]),
      ]
    : ['npm', step.npm, root];
  const out = fs.openSync(log, 'w');
  const start = Date.now();
  console.log(`-- ${seconds(start - started).padStart(4)} s  started: ${step.name}`);
  const child = spawn(command, args, { cwd, env: { ...process.env, ...step.env }, stdio: ['ignore', out, out], detached: true });
  running.set(step.id, child);
  child.on('close', (code) => {
    fs.closeSync(out);
    running.delete(step.id);
    const end = Date.now();
    const result = { step, start, end, code, ok: code === 0, cpu: reapedCpuSeconds() };
    if (step.jest) Object.assign(result, readReport(report, code));
    results.set(step.id, result);
    console.log(`\n== ${result.ok ? 'ok' : 'FAILED'}: ${step.name} (${seconds(end - start)} s)\n`);
    process.stdout.write(fs.readFileSync(log, 'utf8'));
    schedule(done);
  });
}

/**
 * The CPU seconds (user and system) of the processes reaped since the last call: a step's whole
 * process tree is counted when it ends, so the table shows what each step costs the machine beside
 * how long it took. Linux only (/proc); blank elsewhere.
 */
function reapedCpuSeconds() {
  const now = childCpuTicks();
  const spent = now === undefined || reaped === undefined ? undefined : (now - reaped) / CLOCK_TICKS;
  reaped = now;
  return spent;
}

/** cutime + cstime of this process (proc(5) fields 16 and 17): the CPU time of its reaped descendants. */
function childCpuTicks() {
  try {
    const fields = fs.readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return Number(fields[13]) + Number(fields[14]);
  } catch {
    return undefined;
  }
}

/** Jest's --json report: counts, and each test file with its time. */
function readReport(report, code) {
  if (!fs.existsSync(report)) return { ok: false, passed: 0, failed: 0, files: [], note: `no test report (exit ${code})` };
  const json = JSON.parse(fs.readFileSync(report, 'utf8'));
  const files = json.testResults.map((file) => ({
    file: path.relative(root, file.name),
    ms: file.endTime - file.startTime,
    passed: file.assertionResults.filter((test) => test.status === 'passed').length,
    failed: file.assertionResults.filter((test) => test.status === 'failed').length,
    ok: file.status !== 'failed',
  }));
  const ok = code === 0 && json.numFailedTests === 0 && json.numFailedTestSuites === 0;
  return { ok, passed: json.numPassedTests, failed: json.numFailedTests, files };
}

function printSummary() {
  const all = steps.map((step) => results.get(step.id)).sort((a, b) => a.start - b.start);
  const wall = Math.max(...all.map((result) => result.end)) - started;
  const width = Math.max(...steps.map((step) => step.name.length));
  const cpu = all.reduce((sum, r) => sum + (r.cpu ?? 0), 0);
  console.log(`\n== Steps (${slots} at a time), in the order they started; the whole run took ${seconds(wall)} s and ${cpu.toFixed(0)} s of CPU`);
  console.log(`       ${'step'.padEnd(width)}  passed  failed  start s  took s   cpu s`);
  for (const r of all) {
    const counts = r.passed === undefined ? ['', ''] : [String(r.passed), String(r.failed)];
    console.log(
      `${r.ok ? 'ok    ' : 'FAILED'} ${r.step.name.padEnd(width)}  ${counts[0].padStart(6)}  ${counts[1].padStart(6)}  ${seconds(r.start - started).padStart(7)}  ${seconds(r.end - r.start).padStart(6)}  ${(r.cpu === undefined ? '' : r.cpu.toFixed(0)).padStart(6)}${r.note ? `  ${r.note}` : ''}`,
    );
  }

  const files = all.flatMap((r) => (r.files ?? []).map((file) => ({ ...file, step: r.step.name })));
  const stepWidth = Math.max(...files.map((file) => file.step.length), 4);
  console.log(`\n== Test files, slowest first (each step runs its files one after another)`);
  console.log(`took s  tests  ${'step'.padEnd(stepWidth)}  file`);
  for (const file of files.sort((a, b) => b.ms - a.ms)) {
    const tests = file.failed ? `${file.passed}+${file.failed}!` : String(file.passed);
    console.log(`${(file.ms / 1000).toFixed(1).padStart(6)}  ${tests.padStart(5)}  ${file.step.padEnd(stepWidth)}  ${file.ok ? '' : 'FAILED '}${file.file}`);
  }

  let passed = 0;
  let failed = 0;
  for (const r of all) {
    passed += r.passed ?? 0;
    // A failed step without a failed test (a build, a type error, a suite that could not load) counts as one failure.
    failed += r.failed ?? 0;
    if (!r.ok && !r.failed) failed++;
  }
  console.log(`tests: ${passed} passed, ${failed} failed`);
}

function killTree(child) {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}
