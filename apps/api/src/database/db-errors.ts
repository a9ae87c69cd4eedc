import { QueryFailedError } from 'typeorm';

/**
 * A unique index that a write ran into, told apart by the index itself, never by the words
 * around it: MySQL/MariaDB name the key ('IDX_users_emailKey', or 'users.IDX_users_emailKey'
 * on MySQL 8), SQLite names the columns ('users.emailKey').
 */
export interface UniqueIndex {
  /** The index name, as the migration creates it. */
  name: string;
  table: string;
  columns: string[];
}

interface DriverError {
  code?: string;
  errno?: number;
  sqlMessage?: string;
  message?: string;
}

function driverErrorOf(error: unknown): DriverError | undefined {
  if (!(error instanceof QueryFailedError)) return undefined;
  return (error as QueryFailedError & { driverError?: DriverError }).driverError ?? error;
}

export function isUniqueViolation(error: unknown): boolean {
  const driver = driverErrorOf(error);
  return driver?.code === 'ER_DUP_ENTRY' || driver?.code === 'SQLITE_CONSTRAINT_UNIQUE' || driver?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** Which of `indexes` the error violated, or undefined when it is another error or another index. */
export function violatedIndex<T extends UniqueIndex>(error: unknown, indexes: readonly T[]): T | undefined {
  if (!isUniqueViolation(error)) return undefined;
  const driver = driverErrorOf(error)!;
  const text = driver.sqlMessage ?? driver.message ?? '';
  if (driver.code === 'ER_DUP_ENTRY') {
    const key = /for key '(?:[^'.]+\.)?([^']+)'$/.exec(text)?.[1];
    return indexes.find((index) => index.name === key);
  }
  const columns = /UNIQUE constraint failed: (.+)$/.exec(text)?.[1];
  return indexes.find((index) => columns === index.columns.map((c) => `${index.table}.${c}`).join(', '));
}

/** A row that names a parent row which is not there (any more): a delete got there first. */
export function isMissingParent(error: unknown): boolean {
  const code = driverErrorOf(error)?.code;
  return code === 'ER_NO_REFERENCED_ROW_2' || code === 'ER_NO_REFERENCED_ROW' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

/** A delete of a row that other rows still name, refused by a RESTRICT foreign key (SQLite does not say which way round). */
export function isStillReferenced(error: unknown): boolean {
  const code = driverErrorOf(error)?.code;
  return code === 'ER_ROW_IS_REFERENCED_2' || code === 'ER_ROW_IS_REFERENCED' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

/** Deadlocks and lock waits on MySQL/MariaDB, a busy database on SQLite: the same work may simply be tried again. */
export function isRetryableConflict(error: unknown): boolean {
  const code = driverErrorOf(error)?.code;
  return code === 'ER_LOCK_DEADLOCK' || code === 'ER_LOCK_WAIT_TIMEOUT' || code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED';
}

/** Runs `work` again (up to `attempts` times in all, with a short random pause) while it fails with a retryable conflict. */
export async function retryOnConflict<T>(work: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !isRetryableConflict(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt));
    }
  }
}

/**
 * Errors that mean the database cannot be reached right now (refused, dropped, timed out, too many
 * connections, shutting down), as opposed to a query it refused: the request may work again soon.
 * mysql2 raises them bare from its pool or wrapped in a QueryFailedError.
 */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'ER_CON_COUNT_ERROR',
  'ER_SERVER_SHUTDOWN',
  'SQLITE_CANTOPEN',
  'SQLITE_IOERR',
]);

export function isDatabaseUnreachable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const driver: DriverError = driverErrorOf(error) ?? error;
  const code = driver.code;
  return code !== undefined && (UNREACHABLE_CODES.has(code) || code.startsWith('SQLITE_IOERR'));
}
