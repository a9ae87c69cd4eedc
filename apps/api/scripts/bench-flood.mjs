#!/usr/bin/env node
/**
 * Flood benchmark (part of npm run bench). For SQLite and, when reachable, MariaDB/MySQL: seeds
 * 3,000 posts, starts the built server, then floods it for 10 s at a time with 50 connections of
 * uncached requests, every one a URL not asked before: searches padded with words the search drops
 * (one search, cached once), searches of common words through the API and as pages (page after
 * page), blog list pages and not-found pages; first all from one client, then from 50 clients (distinct
 * X-Forwarded-For through the trusted proxy, TRUST_PROXY=loopback). Meanwhile a visitor, in a
 * thread of its own, fetches the cached `/` and a cached post page in turn; its p50 and p95 are
 * what the flood costs everybody else. Prints figures only; the e2e specs hold the pass/fail bounds.
 * Target: visitor p50 <= 20 ms and p95 <= 100 ms in every row; the flood gets 200, 429 or 503, never a timeout.
 */
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';
import { MYSQL, mysqlQuery, mysqlReachable, SERVER_NODE_FLAGS, startProcess } from './bench-support.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(path.resolve(here, '..'), 'dist');
const POSTS = Number(process.env.BENCH_FLOOD_POSTS ?? 3_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const CLIENTS = 50;
/**
 * The n-th query of one real word ('sec', a prefix of many words) padded with two-letter words and
 * punctuation, which the search drops: every query a URL of its own, within the 100 characters a query may have.
 */
const padded = (n) => `${n.toString(26).replace(/./g, (c) => `${String.fromCharCode(97 + parseInt(c, 26))}q `)}-- sec`;

/** Two words of the demo's stock sentences (each in most posts): the most work one search can ask for. */
const COMMON = ['threat intelligence', 'incident response', 'key management', 'attack surface'];
const common = (n) => encodeURIComponent(COMMON[n % COMMON.length]);

const FLOODS = {
  'padded search': (n) => `/api/blogs/publish?q=${encodeURIComponent(padded(n))}`,
  'search API': (n) => `/api/blogs/publish?q=${common(n)}&page=${Math.floor(n / COMMON.length) + 1}`,
  'search page': (n) => `/blog/search?q=${common(n)}&page=${Math.floor(n / COMMON.length) + 2}`,
  'blog page N': (n) => `/blog?page=${(n % 5000) + 2}`,
  'not found': (n) => `/blog/no-such-post-${n}`,
};

/** The visitor: one request at a time, in a thread of its own, so the flood's client cannot delay its timings. */
const VISITOR = `
const { parentPort, workerData } = require('node:worker_threads');
const { base, paths } = workerData;
let stop = false;
parentPort.on('message', () => { stop = true; });
(async () => {
  const times = [];
  parentPort.postMessage('started');
  for (let i = 0; !stop; i++) {
    const started = performance.now();
    const res = await fetch(base + paths[i % paths.length]);
    await res.arrayBuffer();
    times.push(performance.now() - started);
    if (res.status !== 200) throw new Error(paths[i % paths.length] + ' answered ' + res.status);
  }
  parentPort.postMessage(times);
})();
`;

if (!fs.existsSync(path.join(dist, 'main.js'))) {
  console.error('Build first: npm run build');
  process.exit(1);
}

const rows = [];
await run('sqlite');
if (await mysqlReachable()) await run('mysql');
else console.log('MariaDB/MySQL not reachable on 127.0.0.1:3306: skipping it.');
report();

async function run(type) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'csec-bench-flood-'));
  const dbName = `csec_bench_flood_${process.pid}`;
  const env = { ...process.env, DATA_DIR: dataDir, DB_TYPE: type, LOG_LEVEL: 'error', SUPERADMIN_PASSWORD: 'bench-password-1', TRUST_PROXY: 'loopback' };
  if (type === 'mysql') {
    Object.assign(env, { DB_HOST: MYSQL.host, DB_PORT: String(MYSQL.port), DB_USER: MYSQL.user, DB_PASSWORD: MYSQL.password, DB_NAME: dbName });
    await mysqlQuery(`CREATE DATABASE \`${dbName}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  }
  try {
    console.log(`\n[${type}] seeding ${POSTS} posts...`);
    execFileSync(process.execPath, [path.join(dist, 'database/seed-demo.js'), '--posts', String(POSTS)], { env, stdio: 'inherit' });
    const port = 4400 + (type === 'mysql' ? 1 : 0);
    const base = `http://127.0.0.1:${port}`;
    const server = await startProcess(
      process.execPath,
      [...SERVER_NODE_FLAGS, path.join(dist, 'main.js')],
      { ...env, PORT: String(port), HOST: '127.0.0.1' },
      port,
    );
    try {
      const slug = (await (await fetch(`${base}/api/blogs/publish?limit=1`)).json()).data[0].slug;
      const visitorPaths = ['/', `/blog/${slug}`];
      for (const url of visitorPaths) await fetch(base + url); // rendered once: cached from now on
      rows.push({ type, flood: 'none', clients: 0, ...(await visitorDuring(base, visitorPaths, () => sleep(DURATION * 1000))) });
      let octet = 0;
      for (const [flood, urlOf] of Object.entries(FLOODS)) {
        for (const clients of [1, CLIENTS]) {
          // Fresh addresses for every flood, so one flood's limits do not carry into the next.
          const first = ++octet * 100;
          const ipOf = (n) => `10.${Math.floor((first + (n % clients)) / 250)}.${(first + (n % clients)) % 250}.${type === 'mysql' ? 2 : 1}`;
          const outcome = await visitorDuring(base, visitorPaths, () => floodWith(base, urlOf, ipOf));
          rows.push({ type, flood, clients, ...outcome });
        }
      }
    } finally {
      server.kill('SIGTERM');
    }
  } finally {
    if (type === 'mysql') await mysqlQuery(`DROP DATABASE IF EXISTS \`${dbName}\``);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Runs `work` while the visitor thread fetches `paths` in turn; answers the visitor's figures and what `work` answered. */
async function visitorDuring(base, paths, work) {
  const worker = new Worker(VISITOR, { eval: true, workerData: { base, paths } });
  const failed = new Promise((_, reject) => worker.once('error', reject));
  failed.catch(() => undefined);
  await Promise.race([new Promise((resolve) => worker.once('message', resolve)), failed]); // started
  const floodResult = await work();
  worker.postMessage('stop');
  const times = await Promise.race([new Promise((resolve) => worker.once('message', resolve)), failed]);
  await worker.terminate(); // its keep-alive connections would hold it open
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)] ?? NaN;
  return { visits: times.length, p50: at(0.5), p95: at(0.95), max: times.at(-1), ...(floodResult ?? {}) };
}

/** 50 connections for DURATION seconds, each request a new URL from `ipOf(n)`. */
async function floodWith(base, urlOf, ipOf) {
  let n = 0;
  const statuses = {};
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: DURATION,
    timeout: 10,
    requests: [
      {
        setupRequest: (request) => {
          n++;
          return { ...request, method: 'GET', path: urlOf(n), headers: { ...request.headers, 'x-forwarded-for': ipOf(n) } };
        },
        onResponse: (status) => {
          statuses[status] = (statuses[status] ?? 0) + 1;
        },
      },
    ],
  });
  return { sent: result.requests.total, statuses, timeouts: result.timeouts, errors: result.errors };
}

function report() {
  console.log(`\nFlood of uncached requests, ${POSTS} posts, ${CONNECTIONS} connections x ${DURATION} s each, ${os.cpus().length} cores`);
  console.log('database  flood          clients  visitor p50 ms  p95 ms   max ms  visits   flood answers (status: count)        timeouts');
  for (const r of rows) {
    const answers = r.statuses
      ? Object.entries(r.statuses)
          .map(([status, count]) => `${status}: ${count}`)
          .join(', ')
      : '-';
    console.log(
      `${r.type.padEnd(9)} ${r.flood.padEnd(14)} ${String(r.clients).padStart(7)} ${r.p50.toFixed(1).padStart(15)} ${r.p95.toFixed(1).padStart(7)} ${r.max.toFixed(0).padStart(8)} ${String(r.visits).padStart(7)}   ${answers.padEnd(36)} ${r.timeouts ?? '-'}`,
    );
  }
  console.log('Target: visitor p50 <= 20 ms and p95 <= 100 ms in every row; the flood gets only 200, 429 or 503, no timeouts.');
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
