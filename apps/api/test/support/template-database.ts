import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { DataSource } from 'typeorm';
import type { RowDataPacket } from 'mysql2';
import { createConnection, type Connection } from 'mysql2/promise';
import { dataSourceOptions } from '../../src/database/data-source-options';
import { loadConfig } from '../../src/config/load-config';

/**
 * The migrations run once per Jest run, into a template database (globalSetup); each app a spec
 * starts begins from a copy of it (startTestApp), as if it had run them itself. The copy is the
 * schema the migrations made, rows included (the `migrations` table), so the app finds every
 * migration done. first-start.e2e-spec.ts starts one app on an empty database and compares.
 */
const SQLITE_TEMPLATE = 'CSEC_E2E_SQLITE_TEMPLATE';
const MYSQL_TEMPLATE = 'CSEC_E2E_MYSQL_TEMPLATE';

export const MYSQL = {
  host: process.env.DB_HOST ?? '127.0.0.1',
  port: Number(process.env.DB_PORT ?? 3306),
  user: process.env.DB_USER ?? 'root',
  password: process.env.DB_PASSWORD ?? '',
};

export const CREATE_DATABASE = (name: string) => `CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`;

/** globalSetup: migrates a template database of DB_TYPE and names it in the environment the test files inherit. */
export async function createTemplate(): Promise<void> {
  if (process.env.DB_TYPE === 'mysql') {
    const name = `csec_e2e_template_${process.pid}_${Date.now()}`;
    await adminQuery(CREATE_DATABASE(name));
    await migrate({ DB_TYPE: 'mysql', DB_HOST: MYSQL.host, DB_PORT: String(MYSQL.port), DB_USER: MYSQL.user, DB_PASSWORD: MYSQL.password, DB_NAME: name });
    process.env[MYSQL_TEMPLATE] = name;
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'csec-e2e-template-'));
    await migrate({ DB_TYPE: 'sqlite', DATA_DIR: dir });
    // Closed, so its write-ahead log is folded into the one file that is copied.
    process.env[SQLITE_TEMPLATE] = path.join(dir, 'csec.sqlite');
  }
}

/** globalTeardown: throws the template away. */
export async function dropTemplate(): Promise<void> {
  const mysqlTemplate = process.env[MYSQL_TEMPLATE];
  if (mysqlTemplate) await adminQuery(`DROP DATABASE IF EXISTS \`${mysqlTemplate}\``);
  const sqliteTemplate = process.env[SQLITE_TEMPLATE];
  if (sqliteTemplate) fs.rmSync(path.dirname(sqliteTemplate), { recursive: true, force: true });
}

async function migrate(env: Record<string, string>): Promise<void> {
  const dataSource = await new DataSource({ ...dataSourceOptions(loadConfig(env)), logging: false }).initialize();
  await dataSource.destroy();
}

/** Copies the template into a new SQLite file; false when no template was made (then the app migrates an empty one). */
export function copySqliteTemplate(file: string): boolean {
  const template = process.env[SQLITE_TEMPLATE];
  if (!template) return false;
  fs.copyFileSync(template, file);
  return true;
}

/** The template's tables, in CREATE TABLE statements, and those that hold rows; read once per test file. */
let mysqlTemplate: Promise<{ creates: string[]; filled: string[] }> | undefined;

/** Creates database `name` and copies the template into it; without a template it stays empty (the app migrates it). */
export async function createMysqlDatabase(name: string): Promise<void> {
  const template = process.env[MYSQL_TEMPLATE];
  await withAdmin(async (connection) => {
    await connection.query(CREATE_DATABASE(name));
    if (!template) return;
    mysqlTemplate ??= readMysqlTemplate(template);
    const { creates, filled } = await mysqlTemplate;
    await connection.query(`USE \`${name}\``);
    // Foreign keys name tables created later in the list.
    await connection.query(`SET FOREIGN_KEY_CHECKS = 0; ${creates.join(';\n')}; SET FOREIGN_KEY_CHECKS = 1`);
    for (const table of filled) await connection.query(`INSERT INTO \`${name}\`.\`${table}\` SELECT * FROM \`${template}\`.\`${table}\``);
  });
}

async function readMysqlTemplate(template: string): Promise<{ creates: string[]; filled: string[] }> {
  return withAdmin(async (connection) => {
    const [tables] = await connection.query<({ name: string; type: string } & RowDataPacket)[]>(
      'SELECT TABLE_NAME AS name, TABLE_TYPE AS type FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? ORDER BY TABLE_NAME',
      [template],
    );
    const [triggers] = await connection.query<RowDataPacket[]>(`SHOW TRIGGERS FROM \`${template}\``);
    if (tables.some((table) => table.type !== 'BASE TABLE') || triggers.length > 0) {
      throw new Error('The migrations made views or triggers on MySQL: copy them in test/support/template-database.ts');
    }
    const creates: string[] = [];
    const filled: string[] = [];
    for (const { name } of tables) {
      const [[create]] = await connection.query<RowDataPacket[]>(`SHOW CREATE TABLE \`${template}\`.\`${name}\``);
      creates.push(create['Create Table'] as string);
      const [[{ n }]] = await connection.query<RowDataPacket[]>(`SELECT COUNT(*) AS n FROM \`${template}\`.\`${name}\``);
      if (Number(n) > 0) filled.push(name);
    }
    return { creates, filled };
  });
}

export async function adminQuery(sql: string): Promise<void> {
  await withAdmin((connection) => connection.query(sql));
}

async function withAdmin<T>(work: (connection: Connection) => Promise<T>): Promise<T> {
  const connection = await createConnection({ ...MYSQL, multipleStatements: true });
  try {
    return await work(connection);
  } finally {
    await connection.end();
  }
}
