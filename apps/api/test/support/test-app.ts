import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { createApp } from '../../src/app.factory';
import { loadConfig } from '../../src/config/load-config';
import type { AppConfig } from '../../src/config/app-config';
import { adminQuery, copySqliteTemplate, CREATE_DATABASE, createMysqlDatabase, MYSQL } from './template-database';

export const SUPERADMIN = { email: 'root@csec.test', username: 'superadmin', password: 'superadmin-pass-1' };

export const DB_TYPE = process.env.DB_TYPE === 'mysql' ? 'mysql' : 'sqlite';
let counter = 0;

export interface TestApp {
  app: NestExpressApplication;
  http: TestAgent;
  config: AppConfig;
  dataDir: string;
  env: Record<string, string>;
  /** Stops the server; keeps the database so a restart on it can be tested. */
  stop(): Promise<void>;
  /** Stops the server and throws the database and data folder away. */
  close(): Promise<void>;
}

/**
 * Starts the real application on a fresh database: a temp SQLite file, or a throw-away
 * MariaDB/MySQL database when DB_TYPE=mysql, dropped again by close(). The database is a copy of
 * the migrated template (support/template-database.ts), or empty with `{ empty: true }`: then the
 * app runs every migration at start-up, as on a first deployment.
 */
export async function startTestApp(
  overrides: Record<string, string> = {},
  reuse?: Pick<TestApp, 'env' | 'dataDir'>,
  { empty = false }: { empty?: boolean } = {},
): Promise<TestApp> {
  let env: Record<string, string>;
  let dataDir: string;
  if (reuse) {
    ({ env, dataDir } = reuse);
    env = { ...env, ...overrides };
  } else {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'csec-e2e-'));
    const dbName = `csec_e2e_${process.pid}_${Date.now()}_${++counter}`;
    env = {
      DATA_DIR: dataDir,
      DB_TYPE,
      SUPERADMIN_EMAIL: SUPERADMIN.email,
      SUPERADMIN_USERNAME: SUPERADMIN.username,
      SUPERADMIN_PASSWORD: SUPERADMIN.password,
      LOG_LEVEL: 'error',
      // Cheap hashes: the specs hash and verify hundreds of passwords. Production's cost has its unit spec.
      PASSWORD_HASH_COST: 'test',
      ...(DB_TYPE === 'mysql' ? { DB_HOST: MYSQL.host, DB_PORT: String(MYSQL.port), DB_USER: MYSQL.user, DB_PASSWORD: MYSQL.password, DB_NAME: dbName } : {}),
      ...overrides,
    };
  }
  const config = loadConfig(env);
  if (!reuse) {
    const db = config.database;
    if (db.type === 'mysql') await (empty ? adminQuery(CREATE_DATABASE(db.name)) : createMysqlDatabase(db.name));
    else if (!empty) copySqliteTemplate(db.file);
  }
  const app = await createApp(config);
  await app.listen(0, '127.0.0.1');
  const http = request.agent(app.getHttpServer());
  const stop = () => app.close();
  return {
    app,
    http,
    config,
    dataDir,
    env,
    stop,
    async close() {
      await stop();
      if (env.DB_TYPE === 'mysql') await mysqlAdmin(`DROP DATABASE IF EXISTS \`${env.DB_NAME}\``);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const mysqlAdmin = adminQuery;

export async function login(http: TestAgent, email: string, password: string): Promise<string> {
  const res = await http.post('/api/login').send({ email, password }).expect(200);
  return (res.body as { token: string }).token;
}

/** Registers an account through the API as `actorToken` and returns its id and token. */
export async function createAccount(
  http: TestAgent,
  actorToken: string,
  account: { username: string; email: string; password?: string; role: 'admin' | 'author' },
): Promise<{ id: number; token: string; password: string }> {
  const password = account.password ?? 'password-123';
  const res = await http
    .post('/api/register')
    .set('Authorization', `Bearer ${actorToken}`)
    .send({ ...account, password })
    .expect(201);
  const { data } = res.body as { data: { id: number } };
  return { id: data.id, token: await login(http, account.email, password), password };
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
