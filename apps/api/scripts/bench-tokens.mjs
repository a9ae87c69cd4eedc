#!/usr/bin/env node
/**
 * What checking a bearer token costs (npm run bench:tokens, after npm run build). Prints figures, never a verdict.
 *
 * One server on SQLite with 30 posts; autocannon (50 connections, BENCH_SECONDS each, default 10) on the
 * staff list GET /api/blogs, which no cache answers, with a staff login's token (JWT, session, account
 * read again each call) and with an integration's API token (content:read: hash, read at most once a
 * second per process, the per-token limit counted). The load generator shares the machine's cores.
 */
import autocannon from 'autocannon';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { table } from './bench-figures.mjs';
import { freePort, SERVER_NODE_FLAGS, startProcess } from './bench-support.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const apiMain = path.join(repoRoot, 'apps/api/dist/main.js');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const POSTS = 30;
const SUPERADMIN = { email: 'tokens@csec.test', password: 'bench-tokens-password-1' };

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'csec-bench-tokens-'));
let child;
try {
  if (!fs.existsSync(apiMain)) throw new Error('Build first: npm run build');
  const port = await freePort();
  child = await startProcess(
    process.execPath,
    [...SERVER_NODE_FLAGS, apiMain],
    {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: work,
      DB_TYPE: 'sqlite',
      SUPERADMIN_EMAIL: SUPERADMIN.email,
      SUPERADMIN_PASSWORD: SUPERADMIN.password,
      LOG_LEVEL: 'warn',
      // The token's own limit is not what is measured.
      API_TOKEN_MAX_PER_MINUTE: '1000000',
    },
    port,
  );
  const staff = (await call(port, undefined, 'POST', '/api/login', SUPERADMIN)).token;
  const categoryId = (await call(port, undefined, 'GET', '/api/categories')).data[0].id;
  for (let i = 0; i < POSTS; i++) await call(port, staff, 'POST', '/api/blogs', { title: `Token bench post ${i}`, categoryId, content: `<p>post ${i}</p>` });
  const apiToken = (await call(port, staff, 'POST', '/api/integrations', { name: 'Bench', scopes: ['content:read'] })).data.token;

  const rows = [];
  for (const [label, token] of [
    ['staff login (JWT)', staff],
    ['API token (content:read)', apiToken],
  ]) {
    rows.push([label, ...(await load(port, token))]);
  }
  console.log(`\nGET /api/blogs (15 posts a page, uncached), ${CONNECTIONS} connections, ${SECONDS} s each`);
  console.log(table(['caller', 'req/s', 'p50 ms', 'p99 ms'], rows, 1));
} finally {
  child?.kill('SIGTERM');
  fs.rmSync(work, { recursive: true, force: true });
}

async function call(port, token, method, pathname, body) {
  const res = await fetch(`http://127.0.0.1:${port}${pathname}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json();
  if (res.status >= 300) throw new Error(`${method} ${pathname}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

async function load(port, token) {
  const url = `http://127.0.0.1:${port}/api/blogs`;
  const headers = { Authorization: `Bearer ${token}` };
  for (let i = 0; i < 20; i++) await (await fetch(url, { headers })).arrayBuffer();
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: SECONDS });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return [result.requests.average.toFixed(0), result.latency.p50, result.latency.p99];
}
