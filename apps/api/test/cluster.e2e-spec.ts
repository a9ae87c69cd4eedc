import * as http from 'node:http';
import { execFileSync } from 'node:child_process';
import { ensureBuilt, startBuiltServer, type BuiltServer } from './support/built-server';
import { DB_TYPE, SUPERADMIN } from './support/test-app';
import { within } from './support/within';

const JWT_SECRET = 'cluster-e2e-secret-of-more-than-32-characters';
const COVER = 'https://images.example.com/cover.jpg';
/** Requests per check: connections are dealt round-robin, so this many reach both workers several times over. */
const SPREAD = 12;

interface Answer {
  status: number;
  body: string;
}

/**
 * WEB_CONCURRENCY=2 without Redis: two workers on one port behind the primary process, which tells
 * each what the other cleared or ended and counts the limits for both. On SQLite only: two processes
 * writing one database file is the harder case for the workers (MariaDB's replicas run in
 * replicas.e2e-spec.ts), and the MariaDB half of the e2e run is the longest step of npm test.
 */
(DB_TYPE === 'sqlite' ? describe : describe.skip)('WEB_CONCURRENCY=2: two server processes on one port', () => {
  let server: BuiltServer;
  let token: string;

  beforeAll(async () => {
    ensureBuilt();
    server = await startBuiltServer({ WEB_CONCURRENCY: '2', JWT_SECRET, SUPERADMIN_EMAIL: SUPERADMIN.email, SUPERADMIN_PASSWORD: SUPERADMIN.password });
    await listening(server, 2);
    token = JSON.parse((await call(server, 'POST', '/api/login', { email: SUPERADMIN.email, password: SUPERADMIN.password })).body).token;
  });
  afterAll(() => server?.dispose());

  it('runs two workers under the primary, answering on one port', () => {
    expect(workersOf(server)).toHaveLength(2);
  });

  it('a post unpublished through one worker is gone from both within 1 s, list and page', async () => {
    const categoryId = JSON.parse((await call(server, 'GET', '/api/categories')).body).data[0].id;
    const created = JSON.parse((await call(server, 'POST', '/api/blogs', { title: 'Two workers', categoryId, content: '<p>x</p>', cover: COVER }, token)).body);
    expect((await call(server, 'POST', `/api/blogs/${created.blogSlug}/publish`, {}, token)).status).toBe(200);
    // Both workers cache the list and the page with the post.
    expect(await everyAnswer(server, '/api/blogs/publish', (a) => a.body.includes('Two workers'))).toBe(true);
    expect(await everyAnswer(server, `/blog/${created.blogSlug}`, (a) => a.status === 200)).toBe(true);

    expect((await call(server, 'POST', `/api/blogs/${created.blogSlug}/draft`, {}, token)).status).toBe(200);
    expect(await within(1000, () => everyAnswer(server, '/api/blogs/publish', (a) => !a.body.includes('Two workers')))).toBeLessThan(1000);
    expect(await within(1000, () => everyAnswer(server, `/blog/${created.blogSlug}`, (a) => a.status === 404))).toBeLessThan(1000);
  });

  it('a logout through one worker is refused by both within 1 s', async () => {
    const other = JSON.parse((await call(server, 'POST', '/api/login', { email: SUPERADMIN.email, password: SUPERADMIN.password })).body).token;
    expect(await everyAnswer(server, '/api/users/me', (a) => a.status === 200, other)).toBe(true);
    expect((await call(server, 'POST', '/api/logout', {}, other)).status).toBe(200);
    expect(await within(1000, () => everyAnswer(server, '/api/users/me', (a) => a.status === 401, other))).toBeLessThan(1000);
  });

  it('counts wrong passwords across both workers: the 6th is refused', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await call(server, 'POST', '/api/login', { email: 'nobody@csec.test', password: `wrong-${i}-pass` })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('starts another worker when one dies, and stops them all on SIGTERM', async () => {
    const [first] = workersOf(server);
    process.kill(first, 'SIGKILL');
    await server.waitForLine((line) => line.includes(`Server process ${first} ended`));
    await listening(server, 3);
    expect(workersOf(server)).toHaveLength(2);
    expect(workersOf(server)).not.toContain(first);
    expect((await call(server, 'GET', '/api/health/ready')).status).toBe(200);

    const workers = workersOf(server);
    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    for (const pid of workers) expect(alive(pid)).toBe(false);
  });
});

/** One request on a connection of its own (no keep-alive), so the primary deals it to the next worker. */
function call(server: BuiltServer, method: string, path: string, body?: object, token?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = body ? JSON.stringify(body) : undefined;
    const req = http.request(
      {
        host: '127.0.0.1',
        port: server.port,
        method,
        path,
        agent: false,
        headers: {
          ...(payload ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) } : {}),
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** True when SPREAD answers in a row, spread over the workers, all pass `test`. */
async function everyAnswer(server: BuiltServer, path: string, test: (answer: Answer) => boolean, token?: string): Promise<boolean> {
  const answers = await Promise.all(Array.from({ length: SPREAD }, () => call(server, 'GET', path, undefined, token)));
  return answers.every(test);
}

/** Resolves once `count` "Listening" lines have been written (workers started so far). */
async function listening(server: BuiltServer, count: number): Promise<void> {
  const deadline = Date.now() + 30_000;
  while ((server.stdout().match(/"msg":"Listening on /g) ?? []).length < count) {
    if (Date.now() > deadline) throw new Error(`Fewer than ${count} workers listening:\n${server.stdout()}${server.stderr()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function workersOf(server: BuiltServer): number[] {
  try {
    return execFileSync('pgrep', ['-P', String(server.child.pid)], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
