import * as net from 'node:net';
import { loadConfig } from '../src/config/load-config';
import { checkDatabase, DatabaseStartError, describeDatabaseError } from '../src/database/database-check';

/**
 * What start-up (main.ts) prints when the MySQL/MariaDB database cannot be used: one line naming
 * the database, host and port and the setting to change, never the password. The checks against
 * a real server run with DB_TYPE=mysql (MariaDB on DB_HOST:DB_PORT, root, empty password by default).
 */
const MYSQL = {
  DB_TYPE: 'mysql',
  DB_HOST: process.env.DB_HOST ?? '127.0.0.1',
  DB_PORT: process.env.DB_PORT ?? '3306',
  DB_USER: process.env.DB_USER ?? 'root',
  DB_PASSWORD: process.env.DB_PASSWORD ?? '',
};
const onMysql = process.env.DB_TYPE === 'mysql' ? it : it.skip;

async function failure(promise: Promise<unknown>): Promise<DatabaseStartError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DatabaseStartError);
  const message = (error as DatabaseStartError).message;
  expect(message).not.toContain('\n');
  expect(message).not.toContain('    at ');
  return error as DatabaseStartError;
}

/** A local port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('the database check at start-up', () => {
  onMysql('says in one line that the database does not exist on the server', async () => {
    const name = `csec_missing_${process.pid}`;
    const config = loadConfig({ ...MYSQL, DB_NAME: name });
    const { message } = await failure(checkDatabase(config));
    expect(message).toBe(
      `Database "${name}" does not exist on ${MYSQL.DB_HOST}:${MYSQL.DB_PORT}: create it (CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci) or set DB_NAME`,
    );
  });

  onMysql('says in one line that the server refused the login, without the password', async () => {
    const config = loadConfig({ ...MYSQL, DB_USER: 'csec_nobody', DB_PASSWORD: 'Zq7-not-a-password', DB_NAME: 'csec' });
    const { message } = await failure(checkDatabase(config));
    expect(message).toBe(`The database at ${MYSQL.DB_HOST}:${MYSQL.DB_PORT} refused the login of user "csec_nobody": check DB_USER and DB_PASSWORD`);
    expect(message).not.toContain('Zq7');
  });

  onMysql('passes on a database that exists', async () => {
    await expect(checkDatabase(loadConfig({ ...MYSQL, DB_NAME: 'mysql' }))).resolves.toBeUndefined();
  });

  it('says in one line that the connection was refused, naming host and port, after trying again', async () => {
    const port = await closedPort();
    const config = loadConfig({ ...MYSQL, DB_HOST: '127.0.0.1', DB_PORT: String(port), DB_NAME: 'csec' });
    const started = Date.now();
    const { message } = await failure(checkDatabase(config, { attempts: 3, delayMs: 150 }));
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect(message).toBe(`Cannot connect to the database at 127.0.0.1:${port}: connection refused (is MariaDB/MySQL running there? check DB_HOST and DB_PORT)`);
  });

  it('has nothing to check on SQLite', async () => {
    await expect(checkDatabase(loadConfig({ DB_TYPE: 'sqlite', DATA_DIR: '/nonexistent/csec' }))).resolves.toBeUndefined();
  });

  it('tells the other failures in one line too', () => {
    const db = { type: 'mysql' as const, host: 'db.internal', port: 3307, user: 'site', password: 'Zq7-pass', name: 'site' };
    const cases: [unknown, string][] = [
      [Object.assign(new Error('getaddrinfo ENOTFOUND db.internal'), { code: 'ENOTFOUND' }), 'the host "db.internal" is not known (check DB_HOST)'],
      [Object.assign(new Error('connect ETIMEDOUT'), { code: 'ETIMEDOUT' }), 'no answer (check DB_HOST, DB_PORT and the network between them)'],
      [Object.assign(new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })]), {}), 'connection refused'],
      [
        Object.assign(new Error("Access denied for user 'site'@'10.0.0.2'\nmore"), { code: 'ER_DBACCESS_DENIED_ERROR' }),
        'User "site" may not use database "site"',
      ],
      [new Error('Something odd\n    at somewhere'), 'Cannot use database "site" on db.internal:3307: Something odd'],
    ];
    for (const [error, expected] of cases) {
      const message = describeDatabaseError(error, db);
      expect(message).toContain(expected);
      expect(message).not.toContain('\n');
      expect(message).not.toContain('Zq7');
    }
    expect(describeDatabaseError({ code: 'ECONNREFUSED' }, { ...db, host: '::1' })).toContain('[::1]:3307');
  });
});
