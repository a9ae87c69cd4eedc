import { spawn, type ChildProcess } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { freePort, repoRoot } from './site-runner';

/**
 * A supervisor that runs the site with `npm start` or `npm run start:prod` stops it by signalling
 * npm. npm must hand the signal to the node server and end with it: a server left running keeps
 * its port and answers requests after the stop, or a redeploy finds the port taken.
 */
const START_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 15_000;

interface Started {
  npm: ChildProcess;
  baseUrl: string;
  dataDir: string;
  output: string[];
}

/** What the test started, from the moment npm is spawned: a start-up that fails is cleaned up too. */
let started: Started | undefined;

afterEach(() => {
  if (!started) return;
  // npm leads a process group of its own (detached), which every process it starts joins and keeps
  // when npm is gone: one signal to the group ends whatever a failed test left, however far it got.
  try {
    process.kill(-started.npm.pid!, 'SIGKILL');
  } catch {
    // the whole group has ended
  }
  fs.rmSync(started.dataDir, { recursive: true, force: true });
  started = undefined;
});

describe.each([
  ['npm run start:prod', ['run', 'start:prod']],
  ['npm start', ['start']],
])('%s', (_name, args) => {
  it.each(['SIGTERM', 'SIGINT'] as const)('hands %s to the server, which stops answering and leaves no process behind', async (signal) => {
    const { npm, baseUrl } = await startWithNpm(args);
    const descendants = descendantsOf(npm.pid!);
    // The server itself, with whatever Node options the script gives it (--max-semi-space-size), not a shell between.
    expect(descendants.map(commandOf)).toContainEqual(expect.stringMatching(/^node (--\S+ )*apps\/api\/(dist\/main|scripts\/start)/));

    const ended = exitOf(npm);
    npm.kill(signal);
    const { code, signal: endedBy } = await ended;

    // npm ended with the server's own ending (the signal, re-raised), not with an error of its own.
    expect(endedBy === signal || code === 0).toBe(true);
    expect(descendants.filter(isRunning)).toEqual([]);
    await expect(fetch(`${baseUrl}/api/health/live`)).rejects.toThrow();
  });
});

async function startWithNpm(args: string[]): Promise<Started> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'csec-signals-'));
  const npm = spawn('npm', args, {
    cwd: repoRoot,
    env: {
      ...withoutNpmSettings(process.env),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DB_TYPE: 'sqlite',
      SUPERADMIN_PASSWORD: 'signals-superadmin-password',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const output: string[] = [];
  npm.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  npm.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  started = { npm, baseUrl: `http://127.0.0.1:${port}`, dataDir, output };
  await waitForHealth(started);
  return started;
}

/**
 * This test runs under `npm test`, whose settings (workspace, prefix, ...) reach it as npm_*
 * variables; the npm it starts must read the repository's scripts as an operator's npm would.
 */
function withoutNpmSettings(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([key]) => !/^npm_/i.test(key)));
}

async function waitForHealth({ npm, baseUrl, output }: Started): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (npm.exitCode !== null || npm.signalCode !== null) throw new Error(`npm ended during start-up:\n${output.join('')}`);
    try {
      if ((await fetch(`${baseUrl}/api/health/live`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`No answer from ${baseUrl}/api/health/live within ${START_TIMEOUT_MS} ms:\n${output.join('')}`);
}

function exitOf(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm still running ${STOP_TIMEOUT_MS} ms after the signal`)), STOP_TIMEOUT_MS);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal });
    });
  });
}

/** Every process below `pid`, read from /proc (the CI and the images run Linux). */
function descendantsOf(pid: number): number[] {
  const parentOf = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // "pid (command) state ppid ...": the command may hold spaces and parentheses, so read after the last ')'.
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      parentOf.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // ended while we were reading
    }
  }
  const found: number[] = [];
  for (let frontier = [pid]; frontier.length > 0;) {
    const children = [...parentOf].filter(([, parent]) => frontier.includes(parent)).map(([child]) => child);
    found.push(...children);
    frontier = children;
  }
  return found;
}

function commandOf(pid: number): string {
  return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
