import type { AppConfig } from '../config/app-config';

/** A database the server cannot start on, told in one line that names what to fix; never the password. */
export class DatabaseStartError extends Error {
  override name = 'DatabaseStartError';
}

type MysqlSettings = Extract<AppConfig['database'], { type: 'mysql' }>;

interface DriverError {
  code?: string;
  errors?: DriverError[];
}

/** Failures that may go away by themselves (the server still starting, a network hiccup): worth another try. */
const TRANSIENT = ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'PROTOCOL_CONNECTION_LOST', 'ER_CON_COUNT_ERROR'];

/** The driver's error code; a connection tried on several addresses fails with an AggregateError holding one per address. */
function codeOf(error: unknown): string | undefined {
  const driver = error as DriverError | undefined;
  return driver?.code ?? driver?.errors?.find((each) => each.code)?.code;
}

export function isTransientConnectionError(error: unknown): boolean {
  return TRANSIENT.includes(codeOf(error) ?? '');
}

/** One line saying why the MySQL/MariaDB database cannot be used and which setting to change. */
export function describeDatabaseError(error: unknown, db: MysqlSettings): string {
  const at = `${db.host.includes(':') ? `[${db.host}]` : db.host}:${db.port}`;
  switch (codeOf(error)) {
    case 'ER_BAD_DB_ERROR':
      return `Database "${db.name}" does not exist on ${at}: create it (CREATE DATABASE \`${db.name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci) or set DB_NAME`;
    case 'ECONNREFUSED':
      return `Cannot connect to the database at ${at}: connection refused (is MariaDB/MySQL running there? check DB_HOST and DB_PORT)`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `Cannot connect to the database at ${at}: the host "${db.host}" is not known (check DB_HOST)`;
    case 'ETIMEDOUT':
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return `Cannot connect to the database at ${at}: no answer (check DB_HOST, DB_PORT and the network between them)`;
    case 'ER_ACCESS_DENIED_ERROR':
    case 'ER_ACCESS_DENIED_NO_PASSWORD_ERROR':
    case 'ER_NOT_SUPPORTED_AUTH_MODE':
      return `The database at ${at} refused the login of user "${db.user}": check DB_USER and DB_PASSWORD`;
    case 'ER_DBACCESS_DENIED_ERROR':
      return `User "${db.user}" may not use database "${db.name}" on ${at}: grant it access or set DB_USER and DB_NAME`;
    default: {
      const reason = error instanceof Error && error.message ? error.message : String(error);
      return `Cannot use database "${db.name}" on ${at}: ${reason.split('\n')[0]}`;
    }
  }
}

/**
 * Opens and closes one connection to the configured MySQL/MariaDB database before the server
 * starts, so a database that is missing, refuses the login or cannot be reached stops start-up
 * with one DatabaseStartError line instead of retries and stack traces. A failure that may pass
 * (the server still starting) is tried again quietly, `attempts` times in all. SQLite: nothing to check.
 */
export async function checkDatabase(config: AppConfig, { attempts = 4, delayMs = 1000 } = {}): Promise<void> {
  const db = config.database;
  if (db.type !== 'mysql') return;
  // Loaded here, not at the top: the driver holds 16 MB that a server on SQLite never needs.
  const { createConnection } = await import('mysql2/promise');
  for (let attempt = 1; ; attempt++) {
    try {
      const connection = await createConnection({ host: db.host, port: db.port, user: db.user, password: db.password, database: db.name });
      await connection.end();
      return;
    } catch (error) {
      if (attempt < attempts && isTransientConnectionError(error)) {
        await new Promise((resolve) => setTimeout(resolve, delayMs));
        continue;
      }
      throw new DatabaseStartError(describeDatabaseError(error, db));
    }
  }
}
