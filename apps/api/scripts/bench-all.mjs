#!/usr/bin/env node
/**
 * npm run bench (after npm run build): every benchmark in turn, each printing its own figures, then
 * one table of the figures the speed targets are read against: cached answers (JSON and pages)
 * against bare Express, the API's peak memory, Lighthouse per page and the first visit's JavaScript.
 * A benchmark that fails is reported and the others still run; the run then exits 1.
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { marked, readFigures, table, TARGETS } from './bench-figures.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const STEPS = [
  'apps/api/scripts/bench.mjs',
  'apps/api/scripts/bench-hostile.mjs',
  'apps/api/scripts/bench-flood.mjs',
  'apps/api/scripts/bench-pages.mjs',
  'apps/api/scripts/bench-scale.mjs',
  'apps/api/scripts/bench-tokens.mjs',
  'frontends/shell/scripts/bundle-size.mjs',
];

const figuresFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'csec-bench-figures-')), 'figures.json');
const failed = [];
const loadBefore = os.loadavg()[0];
for (const step of STEPS) {
  console.log(`\n===== ${step}`);
  const { status, signal } = spawnSync(process.execPath, [path.join(repoRoot, step)], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, BENCH_FIGURES: figuresFile },
  });
  if (status !== 0) failed.push(`${step} (${signal ?? `exit ${status}`})`);
}
printTable(readFigures(figuresFile));
fs.rmSync(path.dirname(figuresFile), { recursive: true, force: true });
console.log(`\n${os.cpus().length} cores (${os.cpus()[0].model}); load average ${loadBefore.toFixed(1)} before, ${os.loadavg()[0].toFixed(1)} after.`);
if (failed.length) {
  console.log(`Failed: ${failed.join(', ')}`);
  process.exit(1);
}

function printTable(figures) {
  console.log('\n===== Figures of this run (* misses its target)');
  const cached = figures.cached ?? [];
  console.log('\nCached answers against bare Express 5 serving the same bytes (autocannon, 50 connections)');
  console.log(
    table(
      ['answer', 'database', 'req/s', 'express req/s', `ratio (${TARGETS.rpsRatio.text})`, 'p99 ms', 'express p99', `p99 ratio (${TARGETS.p99Ratio.text})`],
      cached.map((r) => [
        r.answer,
        r.database,
        r.rps.toFixed(0),
        r.expressRps.toFixed(0),
        mark('rpsRatio', r.rps / r.expressRps, 2),
        r.p99,
        r.expressP99,
        mark('p99Ratio', r.p99 / r.expressP99, 2),
      ]),
      2,
    ),
  );

  const peaks = figures.memory ?? [];
  console.log(`\nPeak memory (RSS) of one API process under the read benchmark (${TARGETS.peakMb.text}; ${TARGETS.spread.text})`);
  console.log(
    table(
      ['database', 'posts', 'peak MB'],
      peaks.map((p) => [p.database, p.posts.toLocaleString('en'), p.posts === 10_000 ? mark('peakMb', p.mb, 0) : p.mb.toFixed(0)]),
      2,
    ),
  );
  const sweep = peaks.filter((p) => p.database === 'sqlite').map((p) => p.mb);
  if (sweep.length > 1) {
    const spread = Math.max(...sweep) / Math.min(...sweep) - 1;
    console.log(`  SQLite, largest peak over smallest: +${mark('spread', spread, 3, (v) => `${(v * 100).toFixed(1)}%`)}`);
  }

  const lighthouse = figures.lighthouse ?? [];
  const env = lighthouse[0];
  console.log(
    `\nLighthouse ${env?.version ?? '?'} (mobile, simulated throttling, median of ${env?.runs ?? '?'}; benchmarkIndex ${env?.benchmarkIndex ?? '?'})`,
  );
  console.log(
    table(
      ['page', `perf (${TARGETS.performance.text})`, `LCP s (${TARGETS.lcp.text})`, `CLS (${TARGETS.cls.text})`, `TBT ms (${TARGETS.tbt.text})`],
      lighthouse.map((r) =>
        r.medians
          ? [r.page, mark('performance', r.medians.performance, 0), mark('lcp', r.medians.lcp, 2), mark('cls', r.medians.cls, 3), mark('tbt', r.medians.tbt, 0)]
          : [r.page, 'error', 'error', 'error', 'error'],
      ),
      1,
    ),
  );

  const scale = figures.scale ?? [];
  if (scale.length) {
    console.log('\nCached reads on MariaDB by how the site runs (autocannon, 50 connections)');
    console.log(
      table(
        ['setup', 'path', 'req/s', 'p99 ms'],
        scale.map((r) => [r.setup, r.path, r.rps.toFixed(0), r.p99]),
        2,
      ),
    );
  }
  const saves = figures.saves ?? [];
  if (saves.length) {
    console.log('\nA draft save, one process: what Redis coherence costs a write');
    console.log(
      table(
        ['setup', 'p50 ms', 'p95 ms'],
        saves.map((s) => [s.setup, s.p50.toFixed(1), s.p95.toFixed(1)]),
        1,
      ),
    );
  }

  const js = figures.javascript ?? [];
  for (const r of js)
    console.log(
      `\nJavaScript of the first visit to ${r.page}, gzipped: ${mark('homeJsKb', r.kb, 1, (v) => `${v.toFixed(1)} KB`)} (goal ${TARGETS.homeJsKb.text} KB) once used;` +
        ` ${r.readOnlyKb?.toFixed(1) ?? '?'} KB while the visitor only reads`,
    );
}

/** The value as text (`digits` decimals, or `format`), with * when it misses its target; '-' when there is none. */
function mark(key, value, digits, format = (v) => v.toFixed(digits)) {
  if (value === undefined || Number.isNaN(value)) return '-';
  return marked(key, value, format(value));
}
