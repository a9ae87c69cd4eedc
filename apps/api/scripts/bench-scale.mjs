#!/usr/bin/env node
/**
 * More than one process (npm run bench:scale, after npm run build). Prints figures, never a verdict.
 *
 * On MariaDB (a throw-away database) with a few dozen published posts, autocannon (50 connections,
 * BENCH_SECONDS each, default 10) on a cached page (/blog) and the cached public list
 * (/api/blogs/publish), served by:
 *   1. one server process (WEB_CONCURRENCY=1);
 *   2. two on one port (WEB_CONCURRENCY=2, no Redis), on this machine's cores;
 *   3. two replicas behind Debian's nginx with docker/nginx/ (each WEB_CONCURRENCY=1, sharing Redis).
 * Then what Redis coherence costs a write: p50 and p95 of 200 saves of a draft (PUT /api/blogs/{id}),
 * one process without REDIS_URL and one with it.
 * The load generator shares the machine's cores with the servers, as in every benchmark here.
 */
import autocannon from 'autocannon';
import { spawn, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { recordFigures, table } from './bench-figures.mjs';
import { freePort, MYSQL, mysqlQuery, mysqlReachable, SERVER_NODE_FLAGS, startProcess } from './bench-support.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const apiMain = path.join(repoRoot, 'apps/api/dist/main.js');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const POSTS = 24;
const SAVES = 200;
const SUPERADMIN = { email: 'scale@csec.test', password: 'bench-scale-password-1' };
const JWT_SECRET = 'bench-scale-secret-of-more-than-32-characters';
const DB_NAME = `csec_bench_scale_${process.pid}`;
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PATHS = ['/blog', '/api/blogs/publish'];

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'csec-bench-scale-'));
const children = new Set();
const cleanUp = async () => {
  for (const child of children) child.kill('SIGKILL');
  fs.rmSync(work, { recursive: true, force: true });
  await mysqlQuery(`DROP DATABASE IF EXISTS \`${DB_NAME}\``).catch(() => undefined);
};
process.on('SIGINT', () => void cleanUp().then(() => process.exit(130)));

try {
  await main();
} finally {
  await cleanUp();
}

async function main() {
  if (!fs.existsSync(apiMain)) throw new Error('Build first: npm run build');
  if (!(await mysqlReachable())) throw new Error(`MariaDB/MySQL is not reachable at ${MYSQL.host}:${MYSQL.port}`);
  await mysqlQuery(`CREATE DATABASE \`${DB_NAME}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  const prefix = `csec-bench-scale-${process.pid}:`;
  const started = Date.now();

  // Seeded through a first server, which also migrates the database.
  let server = await startServer('seed', {});
  const token = await login(server.port);
  const ids = await seed(server.port, token);
  await stop(server);

  const rows = [];
  server = await startServer('one', { WEB_CONCURRENCY: '1' });
  for (const p of PATHS) rows.push({ setup: 'WEB_CONCURRENCY=1', path: p, ...(await load(server.port, p)) });
  await stop(server);

  server = await startServer('two', { WEB_CONCURRENCY: '2' });
  await bothWorkersUp(server.child.pid);
  for (const p of PATHS) rows.push({ setup: 'WEB_CONCURRENCY=2', path: p, ...(await load(server.port, p)) });
  await stop(server);

  const redis = { REDIS_URL, REDIS_KEY_PREFIX: prefix };
  const a = await startServer('replica-a', redis);
  const b = await startServer('replica-b', redis);
  const nginxPort = await startNginx(a.port, b.port);
  for (const p of PATHS) rows.push({ setup: '2 replicas, nginx, Redis', path: p, ...(await load(nginxPort, p)) });
  await stop(a);
  await stop(b);

  const saves = [];
  for (const [setup, env] of [
    ['without REDIS_URL', {}],
    ['with REDIS_URL', redis],
  ]) {
    server = await startServer(`save-${saves.length}`, env);
    const staff = await login(server.port);
    saves.push({ setup, ...(await timeSaves(server.port, staff, ids[0])) });
    await stop(server);
  }

  console.log(
    `\nCached reads, MariaDB, ${POSTS} posts, autocannon ${CONNECTIONS} connections x ${SECONDS} s, ${os.cpus().length} cores (${os.cpus()[0].model})`,
  );
  console.log(
    table(
      ['setup', 'path', 'req/s', 'p50 ms', 'p99 ms'],
      rows.map((r) => [r.setup, r.path, r.rps.toFixed(0), r.p50, r.p99]),
      2,
    ),
  );
  console.log(`\nA draft saved ${SAVES} times in a row (PUT /api/blogs/{id}), one process`);
  console.log(
    table(
      ['setup', 'p50 ms', 'p95 ms'],
      saves.map((s) => [s.setup, s.p50.toFixed(1), s.p95.toFixed(1)]),
      1,
    ),
  );
  console.log(`\nWhole run: ${Math.round((Date.now() - started) / 1000)} s; load average ${os.loadavg()[0].toFixed(1)}.`);
  recordFigures('scale', rows);
  recordFigures('saves', saves);
}

async function startServer(name, env) {
  const port = await freePort();
  const dataDir = path.join(work, name);
  fs.mkdirSync(dataDir);
  const child = await startProcess(
    process.execPath,
    [...SERVER_NODE_FLAGS, apiMain],
    {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DB_TYPE: 'mysql',
      DB_HOST: MYSQL.host,
      DB_PORT: String(MYSQL.port),
      DB_USER: MYSQL.user,
      DB_PASSWORD: MYSQL.password,
      DB_NAME,
      JWT_SECRET,
      SUPERADMIN_EMAIL: SUPERADMIN.email,
      SUPERADMIN_PASSWORD: SUPERADMIN.password,
      LOG_LEVEL: 'warn',
      // Many logins and saves from one address: the limits are not what is measured.
      LOGIN_MAX_PER_IP: '100000',
      LOGIN_MAX_PER_EMAIL: '100000',
      RENDER_MAX_PER_MINUTE: '100000',
      ...env,
    },
    port,
  );
  children.add(child);
  return { port, child };
}

/** The primary starts the second worker once the first listens: wait for it to be forked, then for it to start (about a second here). */
async function bothWorkersUp(primaryPid) {
  const workers = () =>
    spawnSync('pgrep', ['-P', String(primaryPid)], { encoding: 'utf8' })
      .stdout.trim()
      .split('\n')
      .filter(Boolean).length;
  for (let i = 0; i < 200 && workers() < 2; i++) await new Promise((resolve) => setTimeout(resolve, 50));
  if (workers() < 2) throw new Error('The second worker did not start');
  await new Promise((resolve) => setTimeout(resolve, 3_000));
}

async function stop({ child }) {
  children.delete(child);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function login(port) {
  const res = await fetch(`http://127.0.0.1:${port}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(SUPERADMIN),
  });
  if (res.status !== 200) throw new Error(`login: ${res.status} ${await res.text()}`);
  return (await res.json()).token;
}

async function api(port, token, method, pathname, body) {
  const res = await fetch(`http://127.0.0.1:${port}${pathname}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json();
  if (res.status >= 300) throw new Error(`${method} ${pathname}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** POSTS published posts and one draft to save; answers the draft's id first. */
async function seed(port, token) {
  const categoryId = (await api(port, token, 'GET', '/api/categories')).data[0].id;
  const cover = 'https://images.example.com/cover.jpg';
  for (let i = 0; i < POSTS; i++) {
    const title = `Scaling out, part ${i + 1}`;
    const post = await api(port, token, 'POST', '/api/blogs', { title, categoryId, cover, content: `<p>${title}: ${'words '.repeat(200)}</p>` });
    await api(port, token, 'POST', `/api/blogs/${post.blogSlug}/publish`);
  }
  const draft = await api(port, token, 'POST', '/api/blogs', { title: 'A draft saved over and over', categoryId, content: '<p>draft</p>' });
  return [draft.blogId];
}

async function load(port, pathname) {
  const url = `http://127.0.0.1:${port}${pathname}`;
  for (let i = 0; i < 20; i++) await (await fetch(url)).arrayBuffer(); // every process's cache warm
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

async function timeSaves(port, token, id) {
  const times = [];
  for (let i = 0; i < SAVES; i++) {
    const started = performance.now();
    await api(port, token, 'PUT', `/api/blogs/${id}`, { content: `<p>draft, save ${i}</p>` });
    times.push(performance.now() - started);
  }
  times.sort((x, y) => x - y);
  const at = (q) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)];
  return { p50: at(0.5), p95: at(0.95) };
}

/** Debian's nginx with docker/nginx/nginx.conf, its upstream pointed at the two replicas; answers its port. */
async function startNginx(portA, portB) {
  const prefix = path.join(work, 'nginx');
  fs.mkdirSync(prefix);
  // nginx's workers drop root for `nobody` and buffer large answers in folders nginx makes here for them: they must reach it.
  for (const folder of [work, prefix]) fs.chmodSync(folder, 0o755);
  const port = await freePort();
  const site = fs
    .readFileSync(path.join(repoRoot, 'docker/nginx/nginx.conf'), 'utf8')
    .replace('server api:3000', `server 127.0.0.1:${portA}`)
    .replace('server api-2:3000', `server 127.0.0.1:${portB}`)
    .replace('listen 8080;', `listen 127.0.0.1:${port};`)
    .replaceAll('/etc/nginx/csec-proxy.conf', path.join(repoRoot, 'docker/nginx/csec-proxy.conf'));
  fs.writeFileSync(path.join(prefix, 'site.conf'), site);
  const conf = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(
    conf,
    [
      'worker_processes 1;',
      `pid ${prefix}/nginx.pid;`,
      `error_log ${prefix}/error.log warn;`,
      'events { worker_connections 4096; }',
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${name}_temp_path ${prefix}/${name}_temp;`),
      `  include ${prefix}/site.conf;`,
      '}',
    ].join('\n'),
  );
  const check = spawnSync('/usr/sbin/nginx', ['-t', '-p', prefix, '-c', conf, '-g', 'daemon off;'], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx refused its configuration:\n${check.stderr}`);
  const child = spawn('/usr/sbin/nginx', ['-p', prefix, '-c', conf, '-g', 'daemon off;'], { stdio: 'ignore' });
  children.add(child);
  for (let i = 0; i < 100; i++) {
    if ((await fetch(`http://127.0.0.1:${port}/api/health/live`).catch(() => undefined))?.ok) return port;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('nginx did not answer');
}
