#!/usr/bin/env node
/**
 * Public read benchmark (npm run bench). For SQLite and, when reachable, MariaDB/MySQL:
 * seeds 10,000 posts, starts the built API, and drives the public list, a post and the sidebar
 * with autocannon (50 connections, 10 s each), and with a bearer token the staff list and the
 * caller's own account (the smallest authenticated answer: mostly the per-request session and account check). Beside them, a bare Express 5 app and a bare
 * node:http server answer the same bytes from memory, run the same way. Then two-word full-text
 * searches, public (?q=) and staff (?query=), one at a time, for their p50 and p95. Then, on SQLite, the
 * same run at 1,000 and 100,000 posts (BENCH_MEMORY_POSTS), for the process's peak memory alone: it
 * must not grow with the posts. Prints figures only.
 */
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { MYSQL, mysqlQuery, mysqlReachable, peakRssMb, SERVER_NODE_FLAGS, startProcess } from './bench-support.mjs';
import { recordFigures } from './bench-figures.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const apiDir = path.resolve(here, '..');
const dist = path.join(apiDir, 'dist');
const POSTS = Number(process.env.BENCH_POSTS ?? 10_000);
/** The other post counts the peak memory is measured at (SQLite), to show whether it grows with them. */
const MEMORY_POSTS = (process.env.BENCH_MEMORY_POSTS ?? '1000,100000')
  .split(',')
  .filter(Boolean)
  .map(Number)
  .filter((n) => n !== POSTS);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;

if (!fs.existsSync(path.join(dist, 'main.js'))) {
  console.error('Build the API first: npm run build:api');
  process.exit(1);
}

const results = [];
const searches = [];
/** Each database's server process: its peak resident memory over the whole run. */
const peaks = [];
/**
 * Two-word searches of words the seeded posts hold. 'typical': a topic and a place or audience
 * (the words of the titles), each word in a few hundred to a thousand posts. 'common': words of
 * the demo's twenty stock sentences, each in well over half of all posts, so every search matches
 * thousands: the worst case, printed beside the target, not part of it.
 */
const SEARCHES = {
  typical: [
    'ransomware jakarta',
    'phishing banks',
    'drone hospitals',
    'satellite manila',
    'forensics ports',
    'firewalls police',
    'encrypted bangkok',
    'insider ministries',
  ],
  common: ['threat intelligence', 'incident response', 'key management', 'attack surface'],
};
/** Answers timed per search, every URL new, so the public cache never answers. */
const SEARCH_ANSWERS = 50;
const sqliteBodies = await benchDatabase('sqlite');
if (await mysqlReachable()) await benchDatabase('mysql');
else console.log('MariaDB/MySQL not reachable on 127.0.0.1:3306: skipping it.');
await benchReferences(sqliteBodies);
for (const posts of MEMORY_POSTS) await benchDatabase('sqlite', posts, { memoryOnly: true });
report();

/**
 * Seeds `posts` posts into a new database, starts the built API on it and runs every measurement
 * against it. `memoryOnly`: the same requests, but only the process's peak memory is kept, and a
 * search whose words no post holds (fewer posts hold fewer words) is left out rather than fatal.
 */
async function benchDatabase(type, posts = POSTS, { memoryOnly = false } = {}) {
  // A memory-only run measures as the others do; what it measures besides the peak is not kept.
  const runResults = memoryOnly ? [] : results;
  const runSearches = memoryOnly ? [] : searches;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'csec-bench-'));
  const dbName = `csec_bench_${process.pid}`;
  // The searches below are 400 uncached ones from one client: past the per-client minute's allowance of
  // uncached work (RENDER_MAX_PER_MINUTE), which the flood benchmark measures; here it would answer 429.
  const env = { ...process.env, DATA_DIR: dataDir, DB_TYPE: type, LOG_LEVEL: 'warn', SUPERADMIN_PASSWORD: 'bench-password-1', RENDER_MAX_PER_MINUTE: '100000' };
  if (type === 'mysql') {
    Object.assign(env, { DB_HOST: MYSQL.host, DB_PORT: String(MYSQL.port), DB_USER: MYSQL.user, DB_PASSWORD: MYSQL.password, DB_NAME: dbName });
    await mysqlQuery(`CREATE DATABASE \`${dbName}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  }
  try {
    console.log(`\n[${type}] seeding ${posts} posts${memoryOnly ? ' (peak memory only)' : ''}...`);
    execFileSync(process.execPath, [path.join(dist, 'database/seed-demo.js'), '--posts', String(posts)], { env, stdio: 'inherit' });
    const port = 4100 + (type === 'mysql' ? 1 : 0);
    const server = await startProcess(
      process.execPath,
      [...SERVER_NODE_FLAGS, path.join(dist, 'main.js')],
      { ...env, PORT: String(port), HOST: '127.0.0.1' },
      port,
    );
    try {
      const base = `http://127.0.0.1:${port}`;
      const list = await (await fetch(`${base}/api/blogs/publish?limit=1`)).json();
      const slug = list.data[0].slug;
      const endpoints = { list: '/api/blogs/publish', post: `/api/blogs/publish/${slug}`, sidebar: '/api/blogs/publish/sidebar' };
      const bodies = {};
      for (const [name, url] of Object.entries(endpoints)) {
        // The first request is computed from the database (a cache miss): time it.
        const started = performance.now();
        bodies[name] = { url, bytes: Buffer.from(await (await fetch(base + url)).arrayBuffer()) };
        const first = performance.now() - started;
        runResults.push({ target: `api (${type})`, endpoint: name, first, ...(await load(base + url)) });
      }
      // The staff list behind a bearer token: what the per-request session and account check costs.
      const login = await fetch(`${base}/api/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'superadmin@csec.local', password: env.SUPERADMIN_PASSWORD }),
      });
      const { token } = await login.json();
      const auth = { Authorization: `Bearer ${token}` };
      runResults.push({ target: `api (${type})`, endpoint: 'staff list', ...(await load(`${base}/api/blogs`, auth)) });
      runResults.push({ target: `api (${type})`, endpoint: 'users/me', ...(await load(`${base}/api/users/me`, auth)) });
      for (const [kind, pairs] of Object.entries(SEARCHES)) {
        runSearches.push({ type, kind, endpoint: 'public q', ...(await searchLatencies(base, '/api/blogs/publish', 'q', pairs, {}, memoryOnly)) });
        runSearches.push({ type, kind, endpoint: 'staff query', ...(await searchLatencies(base, '/api/blogs', 'query', pairs, auth, memoryOnly)) });
      }
      peaks.push({ type, posts, mb: peakRssMb(server.pid) });
      return bodies;
    } finally {
      server.kill('SIGTERM');
    }
  } finally {
    if (type === 'mysql') await mysqlQuery(`DROP DATABASE IF EXISTS \`${dbName}\``);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Bare Express 5 and bare node:http answering the API's own bytes from memory, in their own processes. */
async function benchReferences(bodies) {
  const payload = JSON.stringify(Object.fromEntries(Object.entries(bodies).map(([, v]) => [v.url, v.bytes.toString('base64')])));
  const common = `const bodies = new Map(Object.entries(JSON.parse(process.env.BODIES)).map(([u, b]) => [u, Buffer.from(b, 'base64')]));`;
  const scripts = {
    express: `${common} const express = require('express'); const app = express(); app.get(/.*/, (req, res) => { const b = bodies.get(req.path); if (!b) return res.status(404).end(); res.type('application/json').send(b); }); app.listen(Number(process.env.PORT), '127.0.0.1');`,
    'node:http': `${common} require('node:http').createServer((req, res) => { const b = bodies.get(req.url); if (!b) { res.statusCode = 404; return res.end(); } res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': b.length }); res.end(b); }).listen(Number(process.env.PORT), '127.0.0.1');`,
  };
  let port = 4200;
  for (const [name, script] of Object.entries(scripts)) {
    port++;
    const server = await startProcess(
      process.execPath,
      ['-e', script],
      { ...process.env, BODIES: payload, PORT: String(port), NODE_PATH: path.join(apiDir, '../../node_modules') },
      port,
      '/',
    );
    try {
      for (const [endpoint, { url }] of Object.entries(bodies)) {
        results.push({ target: name, endpoint, ...(await load(`http://127.0.0.1:${port}${url}`)) });
      }
    } finally {
      server.kill('SIGTERM');
    }
  }
}

/**
 * One request at a time, each a different URL (limit and page vary), so every public answer is a
 * cache miss computed by the database (checked by X-Cache); the staff list is never cached. The
 * time is the whole HTTP answer as a client sees it, not only the query.
 */
async function searchLatencies(base, path, param, pairs, headers, skipUnmatched) {
  const times = [];
  let matched = 0;
  for (const words of pairs) {
    const first = await (await fetch(`${base}${path}?${param}=${encodeURIComponent(words)}`, { headers })).json();
    if (!(first.countData > 0)) {
      if (skipUnmatched) continue;
      throw new Error(`${path}: no post holds "${words}"`);
    }
    matched += first.countData;
    for (let i = 0; i < SEARCH_ANSWERS; i++) {
      // The public list is cached by limit and page: limit 1..25 on pages 1 and 2 are 50 new answers. The staff list has no limit.
      const vary = path === '/api/blogs' ? `page=${i + 1}` : `limit=${(i % 25) + 1}&page=${Math.floor(i / 25) + 1}`;
      const url = `${base}${path}?${param}=${encodeURIComponent(words)}&${vary}`;
      const started = performance.now();
      const res = await fetch(url, { headers });
      await res.arrayBuffer();
      times.push(performance.now() - started);
      if (res.status !== 200 || res.headers.get('x-cache') === 'HIT') throw new Error(`${url}: ${res.status} ${res.headers.get('x-cache')}`);
    }
  }
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)];
  return { n: times.length, matches: Math.round(matched / pairs.length), p50: at(0.5), p95: at(0.95) };
}

async function load(url, headers = {}) {
  await fetch(url, { headers }); // warm connections before measuring
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

function report() {
  const find = (target, endpoint) => results.find((r) => r.target === target && r.endpoint === endpoint);
  console.log(`\nPublic reads, ${POSTS} posts, autocannon ${CONNECTIONS} connections x ${DURATION} s, ${os.cpus().length} cores (${os.cpus()[0].model})`);
  console.log('target          endpoint   req/s     p99 ms   vs express  p99 vs express  vs node:http   first answer ms');
  for (const r of results) {
    const express = find('express', r.endpoint);
    const bare = find('node:http', r.endpoint);
    const ratio = (ref) => (ref ? (r.rps / ref.rps).toFixed(2) : '-');
    console.log(
      `${r.target.padEnd(15)} ${r.endpoint.padEnd(10)} ${r.rps.toFixed(0).padStart(7)} ${String(r.p99).padStart(8)}   ${ratio(express).padStart(9)}  ${(express ? (r.p99 / express.p99).toFixed(2) : '-').padStart(14)}  ${ratio(bare).padStart(11)}   ${r.first === undefined ? '' : r.first.toFixed(1).padStart(15)}`,
    );
  }
  console.log(
    'Target: a cached answer (list, post, sidebar) at >= 0.9 x express req/s, with p99 <= 1.5 x express p99. "first answer" is the first request to the API, computed from the database (a cache miss).',
  );
  for (const { type, posts, mb } of peaks)
    console.log(
      `Peak memory (RSS) of the API process on ${type} at ${posts} posts: ${mb === undefined ? 'unknown' : `${mb.toFixed(0)} MB`} (target <= 250 MB at 10,000 posts, within 10% from 1,000 to 100,000)`,
    );
  recordFigures(
    'cached',
    results
      .filter((r) => r.target.startsWith('api') && find('express', r.endpoint))
      .map((r) => ({
        answer: `${r.endpoint} JSON`,
        database: r.target.slice('api ('.length, -1),
        rps: r.rps,
        p99: r.p99,
        expressRps: find('express', r.endpoint).rps,
        expressP99: find('express', r.endpoint).p99,
      })),
  );
  recordFigures(
    'memory',
    peaks.filter((p) => p.mb !== undefined).map((p) => ({ database: p.type, posts: p.posts, mb: p.mb })),
  );
  console.log(`\nTwo-word searches, ${POSTS} posts, one request at a time, every answer computed by the database (limit and page vary; X-Cache MISS)`);
  console.log('database  words    endpoint      answers  avg matches   p50 ms   p95 ms');
  for (const r of searches) {
    console.log(
      `${r.type.padEnd(9)} ${r.kind.padEnd(8)} ${r.endpoint.padEnd(12)} ${String(r.n).padStart(8)} ${String(r.matches).padStart(12)} ${r.p50.toFixed(1).padStart(8)} ${r.p95.toFixed(1).padStart(8)}`,
    );
  }
  console.log('Target: p95 <= 20 ms for typical words on both databases; common words (each in most posts) shown for the worst case.');
}
