#!/usr/bin/env node
/**
 * Hostile-request benchmark (part of npm run bench). Against the built API on SQLite and, when
 * reachable, MariaDB/MySQL, replays the probe's heavy requests and prints what they cost:
 * - a post saved with `<b>` repeated N times: how long the save takes and how long a public
 *   GET sent meanwhile waits;
 * - 150 cache-busting requests for a large post: the server's resident memory before and after;
 * - 20 gzip bodies that would inflate to 20 MB each, sent at once to /api/login: status and memory.
 * Prints figures only; the e2e specs hold the pass/fail bounds.
 */
import * as fs from 'node:fs';
import * as http from 'node:http';
import * as os from 'node:os';
import * as path from 'node:path';
import * as zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { MYSQL, mysqlQuery, mysqlReachable, SERVER_NODE_FLAGS, startProcess } from './bench-support.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(path.resolve(here, '..'), 'dist');
const PASSWORD = 'bench-password-1';

if (!fs.existsSync(path.join(dist, 'main.js'))) {
  console.error('Build the API first: npm run build:api');
  process.exit(1);
}

const rows = [];
await run('sqlite');
if (await mysqlReachable()) await run('mysql');
else console.log('MariaDB/MySQL not reachable on 127.0.0.1:3306: skipping it.');
console.log(`\nHostile requests, ${os.cpus().length} cores`);
for (const row of rows) console.log(row);

async function run(type) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'csec-bench-hostile-'));
  const dbName = `csec_bench_hostile_${process.pid}`;
  const env = { ...process.env, DATA_DIR: dataDir, DB_TYPE: type, LOG_LEVEL: 'error', SUPERADMIN_PASSWORD: PASSWORD, SUPERADMIN_EMAIL: 'root@bench.test' };
  if (type === 'mysql') {
    Object.assign(env, { DB_HOST: MYSQL.host, DB_PORT: String(MYSQL.port), DB_USER: MYSQL.user, DB_PASSWORD: MYSQL.password, DB_NAME: dbName });
    await mysqlQuery(`CREATE DATABASE \`${dbName}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  }
  const port = 4300 + (type === 'mysql' ? 1 : 0);
  const base = `http://127.0.0.1:${port}`;
  const server = await startProcess(
    process.execPath,
    [...SERVER_NODE_FLAGS, path.join(dist, 'main.js')],
    { ...env, PORT: String(port), HOST: '127.0.0.1' },
    port,
  );
  try {
    const token = (await post(base, '/api/login', { email: 'root@bench.test', password: PASSWORD })).body.token;
    await hostileSaves(type, base, token);
    await largeLegalSave(type, base, token);
    await cacheBusting(type, base, token, server.pid);
    await compressedBodies(type, base, server.pid);
  } finally {
    server.kill('SIGTERM');
    if (type === 'mysql') await mysqlQuery(`DROP DATABASE IF EXISTS \`${dbName}\``);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function hostileSaves(type, base, token) {
  const sizes = (process.env.BENCH_HOSTILE_SIZES ?? '32000,128000,330000,3300000').split(',').map(Number);
  for (const n of sizes) {
    const body = { title: `Hostile ${n}`, content: '<b>'.repeat(n) };
    const started = performance.now();
    const saving = post(base, '/api/blogs', body, token);
    await sleep(50);
    const probeStarted = performance.now();
    const probe = await freshGet(`${base}/api/blogs/publish?page=1&limit=${1 + (n % 50)}`);
    const probeMs = performance.now() - probeStarted;
    const saved = await saving;
    const saveMs = performance.now() - started;
    rows.push(
      `[${type}] save of "<b>" x ${n.toLocaleString('en-US')} (${((n * 3) / 1e6).toFixed(2)} MB): ${saved.status} in ${saveMs.toFixed(0)} ms` +
        ` (${saved.body.message}); the public list sent meanwhile: ${probe.status} in ${probeMs.toFixed(0)} ms`,
    );
  }
}

/** A legal post at the content limit: cleaned in a worker while the event loop keeps answering. */
async function largeLegalSave(type, base, token) {
  const paragraph = '<p>Ground stations are the <strong>weak point</strong> of <em>most</em> satellite networks.</p>';
  const content = paragraph.repeat(Math.floor(990_000 / paragraph.length));
  const started = performance.now();
  const saving = post(base, '/api/blogs', { title: 'Long legal post', content }, token);
  await sleep(20);
  const probeStarted = performance.now();
  const probe = await freshGet(`${base}/api/blogs/publish?page=1&limit=3`);
  const probeMs = performance.now() - probeStarted;
  const saved = await saving;
  rows.push(
    `[${type}] save of a legal ${(content.length / 1e6).toFixed(2)} MB post: ${saved.status} in ${(performance.now() - started).toFixed(0)} ms;` +
      ` the public list sent meanwhile: ${probe.status} in ${probeMs.toFixed(0)} ms`,
  );
}

async function cacheBusting(type, base, token, pid) {
  const image = `data:image/png;base64,${Buffer.alloc(700_000, 7).toString('base64')}`;
  const categories = (await (await fetch(`${base}/api/categories`)).json()).data;
  const created = await post(
    base,
    '/api/blogs',
    { title: 'Large answer', categoryId: categories[0].id, content: `<p>Big</p><img src="${image}">`, cover: '/uploads/c.png' },
    token,
  );
  await post(base, `/api/blogs/${created.body.blogSlug}/publish`, {}, token);
  const url = `${base}/api/blogs/publish/${created.body.blogSlug}`;
  const size = (await (await fetch(url)).arrayBuffer()).byteLength;
  const before = rssMb(pid);
  for (let v = 0; v < 150; v++) await (await fetch(`${url}?v=${v}`)).arrayBuffer();
  const after = rssMb(pid);
  rows.push(
    `[${type}] 150 cache-busting requests for a ${(size / 1e6).toFixed(2)} MB answer: resident memory ${before} -> ${after} MB (+${after - before} MB)`,
  );
}

async function compressedBodies(type, base, pid) {
  const bomb = zlib.gzipSync(JSON.stringify({ email: 'a@b.test', password: 'x', pad: 'a'.repeat(19_900_000) }));
  const before = rssMb(pid);
  const answers = await Promise.all(
    Array.from({ length: 20 }, () =>
      fetch(`${base}/api/login`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' }, body: bomb }).then(
        (r) => r.status,
      ),
    ),
  );
  const after = rssMb(pid);
  rows.push(
    `[${type}] 20 gzip bodies of ${(bomb.length / 1024).toFixed(0)} KB (19.9 MB inflated) to /api/login at once: ${[...new Set(answers)].join(', ')}; resident memory ${before} -> ${after} MB`,
  );
}

/** A GET on a new connection: a pooled one may have been closed by the server while it was busy. */
function freshGet(url) {
  return new Promise((resolve, reject) => {
    http.get(url, { agent: false }, (res) => res.resume().on('end', () => resolve({ status: res.statusCode }))).on('error', reject);
  });
}

async function post(base, url, body, token) {
  const res = await fetch(base + url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

function rssMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024);
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
