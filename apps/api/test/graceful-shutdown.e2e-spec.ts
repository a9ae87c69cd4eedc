import { spawn } from 'node:child_process';
import * as http from 'node:http';
import * as path from 'node:path';
import * as net from 'node:net';
import { ensureBuilt, startBuiltServer, type BuiltServer } from './support/built-server';

const EMAIL = 'root@csec.test';
const PASSWORD = 'Known-pass-4242-xyz';
const BODY = JSON.stringify({ email: EMAIL, password: PASSWORD });

/**
 * A login whose body is still being sent: its headers are in (the server answered `100 Continue`,
 * which Node does as it hands the request over), half its body is not.
 */
async function startSlowLogin(port: number): Promise<{ finish(): void; answer: Promise<string> }> {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  const answer = new Promise<string>((resolve, reject) => {
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
  });
  socket.write(
    `POST /api/login HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(BODY)}\r\n` +
      `Expect: 100-continue\r\n\r\n${BODY.slice(0, 10)}`,
  );
  await new Promise<void>((resolve, reject) => {
    const check = () => (received.startsWith('HTTP/1.1 100 Continue') ? resolve() : undefined);
    socket.on('data', check);
    socket.on('close', () => reject(new Error(`Closed before 100 Continue: ${received}`)));
  });
  return { finish: () => socket.write(BODY.slice(10)), answer };
}

/** A finished request whose keep-alive connection the agent holds open, idle; `closed` resolves when the server closes it. */
async function idleKeepAliveConnection(port: number): Promise<{ closed: Promise<void> }> {
  const agent = new http.Agent({ keepAlive: true });
  const socket = await new Promise<net.Socket>((resolve, reject) => {
    let used: net.Socket;
    http
      .get({ host: '127.0.0.1', port, path: '/api/health/live', agent }, (res) => {
        res.resume();
        res.on('end', () => resolve(used));
      })
      .on('socket', (socket) => (used = socket))
      .on('error', reject);
  });
  return { closed: new Promise((resolve) => socket.once('close', () => resolve())) };
}

function connectionRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(false)));
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

/**
 * The status of a GET; when none came, why: 'no answer within 5 s' (a server held by its own log
 * writes) or the socket's error (ECONNRESET, say), so a failure says which it was.
 */
function statusOf(port: number, path: string, agent?: http.Agent): Promise<number | string> {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path, agent, timeout: 5_000 }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 'no status'));
    });
    req.on('timeout', () => (req.destroy(), resolve('no answer within 5 s')));
    req.on('error', (error: NodeJS.ErrnoException) => resolve(`${error.code ?? 'error'}: ${error.message}`));
  });
}

const shutdownLine = (signal: string) => (line: string) => line.includes(`"msg":"${signal}: no longer accepting connections`);

/** SIGTERM and SIGINT on the built server: stop accepting, finish what is in flight (up to the grace), close, exit 0. */
describe('graceful shutdown of the built server', () => {
  let server: BuiltServer | undefined;
  beforeAll(() => ensureBuilt(), 180_000);
  afterEach(() => server?.dispose());

  it('on SIGTERM refuses new connections, closes idle ones, answers the request in flight, then exits 0', async () => {
    server = await startBuiltServer({ SUPERADMIN_EMAIL: EMAIL, SUPERADMIN_PASSWORD: PASSWORD, SHUTDOWN_GRACE_SECONDS: '60' });
    const idle = await idleKeepAliveConnection(server.port);
    const login = await startSlowLogin(server.port);

    server.child.kill('SIGTERM');
    expect(await server.waitForLine(shutdownLine('SIGTERM'))).toContain('for 1 request(s) in flight');
    expect(await connectionRefused(server.port)).toBe(true);
    await idle.closed;
    expect(server.child.exitCode).toBeNull();

    const finished = Date.now();
    login.finish();
    const answer = await login.answer;
    const [head, body] = answer.slice(answer.indexOf('\r\n\r\n') + 4).split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(head).toMatch(/\r\nConnection: close\r\n/i);
    expect(JSON.parse(body)).toMatchObject({ status: 'Success', token: expect.any(String) });
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(Date.now() - finished).toBeLessThan(30_000);
    expect(server.stdout()).toMatch(/"msg":"Connections closed after \d+ ms; closing the application and the database"/);
    expect(server.stdout()).toContain('"msg":"Stopped"');
  }, 120_000);

  it('when a request outlasts SHUTDOWN_GRACE_SECONDS, closes its connection and still exits 0', async () => {
    server = await startBuiltServer({ SUPERADMIN_EMAIL: EMAIL, SUPERADMIN_PASSWORD: PASSWORD, SHUTDOWN_GRACE_SECONDS: '1' });
    const login = await startSlowLogin(server.port);

    server.child.kill('SIGTERM');
    await server.waitForLine(shutdownLine('SIGTERM'));
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(await login.answer).not.toContain('HTTP/1.1 200');
    expect(server.stdout()).toContain('"msg":"The grace of 1 s ran out with 1 request(s) in flight: closing their connections"');
    expect(server.stdout()).toContain('"msg":"Stopped"');
  }, 120_000);

  it('keeps answering and exits 0 on SIGTERM when nobody reads its log any more (a stalled log reader)', async () => {
    server = await startBuiltServer({ SUPERADMIN_EMAIL: EMAIL, SUPERADMIN_PASSWORD: PASSWORD, SHUTDOWN_GRACE_SECONDS: '2' });
    // The reader stops reading: the pipe fills with request log lines, one per request below.
    server.child.stdout?.pause();
    const agent = new http.Agent({ keepAlive: true });
    for (let i = 0; i < 1500; i++) expect([i, await statusOf(server.port, '/api/health/live', agent)]).toEqual([i, 200]);
    agent.destroy();
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(Date.now() - signalled).toBeLessThan(10_000);
  }, 120_000);

  it('exits 0 on SIGTERM when the reader of its log has gone (its end of the pipe closed)', async () => {
    server = await startBuiltServer({ SUPERADMIN_EMAIL: EMAIL, SUPERADMIN_PASSWORD: PASSWORD });
    expect(await statusOf(server.port, '/api/blogs/publish')).toBe(200);
    server.child.stdout?.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(Date.now() - signalled).toBeLessThan(10_000);
  }, 120_000);

  it('never holds its exit for log lines that cannot be written (pino flushed them synchronously and retried forever)', async () => {
    // Lines still queued when the process exits, to a pipe whose reader has gone.
    const script = `const { createRootLogger } = require(${JSON.stringify(path.join(__dirname, '../dist/common/logging/root-logger'))});
      const logger = createRootLogger({ logLevels: ['error', 'warn', 'log'], logFormat: 'json' });
      setTimeout(() => { for (let i = 0; i < 200; i++) logger.info('x'.repeat(1000)); process.exit(0); }, 300);`;
    const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'ignore'] });
    child.stdout.destroy();
    const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
    const outcome = await Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve('still running after 10 s'), 10_000))]);
    child.kill('SIGKILL');
    expect(outcome).toEqual({ code: 0, signal: null });
  }, 30_000);

  it('on a second signal closes what is in flight at once, and exits 0; the same signal twice at once (Ctrl-C under npm) counts once', async () => {
    server = await startBuiltServer({ SUPERADMIN_EMAIL: EMAIL, SUPERADMIN_PASSWORD: PASSWORD, SHUTDOWN_GRACE_SECONDS: '600' });
    const login = await startSlowLogin(server.port);

    server.child.kill('SIGINT');
    server.child.kill('SIGINT');
    await server.waitForLine(shutdownLine('SIGINT'));
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(server.stdout()).not.toContain('SIGINT again');
    server.child.kill('SIGINT');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(await login.answer).not.toContain('HTTP/1.1 200');
    expect(server.stdout().split('SIGINT again').length - 1).toBe(1);
    expect(server.stdout()).toContain('"msg":"SIGINT again: closing the connections of 1 request(s) in flight now"');
  }, 120_000);
});
