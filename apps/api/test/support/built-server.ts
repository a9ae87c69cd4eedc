import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { freePort } from './local-services';
import { DB_TYPE, mysqlAdmin } from './test-app';
import { copySqliteTemplate, createMysqlDatabase } from './template-database';

const API_DIR = path.resolve(__dirname, '../..');
const REPO_ROOT = path.resolve(API_DIR, '../..');
const MAIN = path.join(API_DIR, 'dist/main.js');
const SOURCES = [path.join(API_DIR, 'src'), path.join(REPO_ROOT, 'libs/contracts/src')];
const START_TIMEOUT_MS = 60_000;
let counter = 0;

/** Process-level specs run the build as production does: rebuilt (npm run build:api) when a source file is newer than it. */
export function ensureBuilt(): void {
  if (fs.existsSync(MAIN) && newestMtime(SOURCES) <= fs.statSync(MAIN).mtimeMs) return;
  execFileSync('npm', ['run', 'build:api'], { cwd: REPO_ROOT, stdio: 'pipe' });
}

function newestMtime(folders: string[]): number {
  let newest = 0;
  for (const folder of folders) {
    for (const entry of fs.readdirSync(folder, { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
    }
  }
  return newest;
}

export interface BuiltServer {
  port: number;
  /** The MySQL/MariaDB database it runs on (DB_TYPE=mysql). */
  dbName: string;
  dataDir: string;
  baseUrl: string;
  child: ChildProcess;
  /** Resolves when the process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Everything written to stdout so far. */
  stdout(): string;
  /** Everything written to stderr so far. */
  stderr(): string;
  /** Resolves with the first stdout line `test` accepts, waiting for it to be written if need be. */
  waitForLine(test: (line: string) => boolean, timeoutMs?: number): Promise<string>;
  /** Kills the process if it still runs, then throws its database and data folder away. */
  dispose(): Promise<void>;
}

/**
 * Starts `node apps/api/dist/main.js` on a fresh database (DB_TYPE=sqlite or mysql, a copy of the
 * migrated template as startTestApp's) and resolves once it answers. Passwords are hashed at test cost.
 * `replicaOf`: another server's MySQL/MariaDB database instead (a second replica, with its own
 * DATA_DIR); the database stays until that server is disposed of.
 */
export async function startBuiltServer(overrides: Record<string, string> = {}, { replicaOf }: { replicaOf?: BuiltServer } = {}): Promise<BuiltServer> {
  if (replicaOf && DB_TYPE !== 'mysql') throw new Error('Replicas share a MySQL/MariaDB database: run with DB_TYPE=mysql');
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'csec-built-'));
  const dbName = replicaOf?.dbName ?? `csec_built_${process.pid}_${Date.now()}_${++counter}`;
  const mysql = DB_TYPE === 'mysql' ? { DB_TYPE, DB_NAME: dbName, DB_HOST: process.env.DB_HOST ?? '127.0.0.1', DB_PORT: process.env.DB_PORT ?? '3306' } : {};
  if (DB_TYPE === 'mysql') {
    if (!replicaOf) await createMysqlDatabase(dbName);
  } else copySqliteTemplate(path.join(dataDir, 'csec.sqlite'));
  const child = spawn(process.execPath, [MAIN], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DB_TYPE,
      LOG_LEVEL: 'log',
      LOG_FORMAT: 'json',
      PASSWORD_HASH_COST: 'test',
      ...mysql,
      ...overrides,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  const waiters = new Set<() => void>();
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    for (const wake of waiters) wake();
  });
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  let running = true;
  void exited.then(() => {
    running = false;
    for (const wake of waiters) wake();
  });

  const waitForLine = (test: (line: string) => boolean, timeoutMs = 30_000) =>
    new Promise<string>((resolve, reject) => {
      const check = () => {
        const line = out.split('\n').find((candidate) => candidate !== '' && test(candidate));
        if (line !== undefined || !running) {
          clearTimeout(timer);
          waiters.delete(check);
          if (line !== undefined) resolve(line);
          else reject(new Error(`The server exited without writing the line looked for:\n${out}${err}`));
        }
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`No such line within ${timeoutMs} ms:\n${out}${err}`));
      }, timeoutMs);
      waiters.add(check);
      check();
    });

  const server: BuiltServer = {
    port,
    dbName,
    dataDir,
    baseUrl: `http://127.0.0.1:${port}`,
    child,
    exited,
    stdout: () => out,
    stderr: () => err,
    waitForLine,
    async dispose() {
      if (running) child.kill('SIGKILL');
      await exited;
      if (DB_TYPE === 'mysql' && !replicaOf) await mysqlAdmin(`DROP DATABASE IF EXISTS \`${dbName}\``);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  try {
    await waitForHealth(server, () => running);
  } catch (error) {
    await server.dispose();
    throw error;
  }
  return server;
}

async function waitForHealth(server: BuiltServer, running: () => boolean): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline && running()) {
    try {
      if ((await fetch(`${server.baseUrl}/api/health/live`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The built server did not answer within ${START_TIMEOUT_MS} ms:\n${server.stdout()}${server.stderr()}`);
}
