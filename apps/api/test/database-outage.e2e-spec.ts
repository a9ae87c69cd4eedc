import * as net from 'node:net';
import type { AddressInfo } from 'node:net';
import { API_MESSAGES } from '@csec/contracts';
import { login, startTestApp, SUPERADMIN, type TestApp } from './support/test-app';

const MYSQL = process.env.DB_TYPE === 'mysql';
const DB_PORT = Number(process.env.DB_PORT ?? 3306);

/**
 * A TCP relay between the API and MariaDB that the test can cut and restore: a real outage, as a
 * restarting or unreachable database server looks to the API (refused connections, dropped ones).
 */
class Relay {
  private server: net.Server | undefined;
  private readonly sockets = new Set<net.Socket>();
  port = 0;

  async open(): Promise<void> {
    this.server = net.createServer((client) => {
      const upstream = net.connect(DB_PORT, '127.0.0.1');
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  get listening(): boolean {
    return this.server?.listening ?? false;
  }

  async cut(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
  }
}

(MYSQL ? describe : describe.skip)('while the database cannot be reached (MySQL)', () => {
  const relay = new Relay();
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    await relay.open();
    t = await startTestApp({ DB_PORT: String(relay.port) });
    token = await login(t.http, SUPERADMIN.email, SUPERADMIN.password);
  });

  afterAll(async () => {
    // The test leaves the relay open, so the app closes its pool and drops its database normally.
    await t?.close();
    if (relay.listening) await relay.cut();
  });

  it('answers 503 with Retry-After in the failure shape, keeps the process live, and recovers by itself', async () => {
    await t.http.get('/api/users').set('Authorization', `Bearer ${token}`).expect(200);

    await relay.cut();
    const down = await t.http.get('/api/users').set('Authorization', `Bearer ${token}`).expect(503);
    expect(down.body).toEqual({
      status: 'Failed',
      error: true,
      code: 'service.unavailable',
      message: API_MESSAGES.unavailable,
      requestId: down.headers['x-request-id'],
    });
    expect(down.headers['retry-after']).toBe('5');
    const ready = await t.http.get('/api/health/ready').expect(503);
    expect(ready.body).toMatchObject({ code: 'service.unavailable' });
    expect(ready.headers['retry-after']).toBe('5');
    await t.http.get('/api/health/live').expect(200, { status: 'Success', data: { process: 'up' } });

    await relay.open();
    // The pool opens new connections on demand: the first requests after the outage may still fail.
    let status = 0;
    for (let attempt = 0; attempt < 50 && status !== 200; attempt++) {
      status = (await t.http.get('/api/users').set('Authorization', `Bearer ${token}`)).status;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe(200);
    await t.http.get('/api/health/ready').expect(200);
  });
});

describe('health probes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('GET /api/health/live answers without the database, /api/health/ready after asking it', async () => {
    await t.http.get('/api/health/live').expect(200, { status: 'Success', data: { process: 'up' } });
    await t.http.get('/api/health/ready').expect(200, { status: 'Success', data: { database: 'up' } });
  });
});
