/** What the API benchmarks share: starting a server process and reaching MariaDB/MySQL. */
import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as net from 'node:net';
import mysql from 'mysql2/promise';

export const MYSQL = {
  host: process.env.DB_HOST ?? '127.0.0.1',
  port: Number(process.env.DB_PORT ?? 3306),
  user: process.env.DB_USER ?? 'root',
  password: process.env.DB_PASSWORD ?? '',
};

/**
 * The Node options the server runs with in production (package.json's start and start:prod,
 * docker/Dockerfile's CMD), so the benchmarks measure it as deployed. V8 grows each of the young
 * generation's two semi-spaces to 16 MB under a server's allocation rate; at 4 MB the API's peak
 * memory under the read benchmark fell from 244 to 218 MB (10,000 posts, SQLite) and every figure
 * before it by about 25 MB, with cached reads at the same rate. Unlike the heap's growth
 * (main.ts), V8 fixes this size when the process starts: it cannot be set from inside.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4'];

/** Spawns `command` and resolves with the child once `probe` on `port` answers below 500. */
export function startProcess(command, args, env, port, probe = '/api/health') {
  const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'inherit'] });
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 60_000;
    const poll = async () => {
      try {
        const res = await fetch(`http://127.0.0.1:${port}${probe}`);
        if (res.status < 500) return resolve(child);
      } catch {
        /* not listening yet */
      }
      if (child.exitCode !== null) return reject(new Error(`${args[0]} exited with ${child.exitCode}`));
      if (Date.now() > deadline) return reject(new Error(`${args[0]} did not start`));
      setTimeout(poll, 200);
    };
    poll();
  });
}

/** A process's peak resident memory in MB (VmHWM, Linux); undefined where /proc is not there. */
export function peakRssMb(pid) {
  try {
    const kb = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb === undefined ? undefined : Number(kb) / 1024;
  } catch {
    return undefined;
  }
}

export async function mysqlReachable() {
  try {
    await mysqlQuery('SELECT 1');
    return true;
  } catch {
    return false;
  }
}

export async function mysqlQuery(sql) {
  const connection = await mysql.createConnection(MYSQL);
  try {
    await connection.query(sql);
  } finally {
    await connection.end();
  }
}

/** A port nothing listens on now, on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}
