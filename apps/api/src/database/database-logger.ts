import { Logger } from '@nestjs/common';
import type { DataSource, Logger as TypeOrmLogger } from 'typeorm';

/** How much of a failed statement is logged: enough to tell which query it was. */
const STATEMENT_MAX = 300;

/**
 * TypeORM's logger for the application's data source. A failed query is logged through Nest's
 * logger (JSON like every other line) with its statement, never its parameters, which hold
 * e-mails and password hashes; and counted by driver error code for the metrics.
 */
export class DatabaseLogger implements TypeOrmLogger {
  private readonly logger = new Logger('Database');
  private readonly errors = new Map<string, number>();

  logQueryError(error: string | Error, query: string): void {
    const code = codeOf(error);
    this.errors.set(code, (this.errors.get(code) ?? 0) + 1);
    this.logger.warn(`Query failed (${code}): ${error instanceof Error ? error.message : error} -- ${query.slice(0, STATEMENT_MAX)}`);
  }

  log(level: 'log' | 'info' | 'warn', message: unknown): void {
    if (level === 'warn') this.logger.warn(String(message));
  }

  // Every query, slow ones (no threshold is set), schema builds and migrations: too many lines, or said by the migrations themselves.
  logQuery(): void {}
  logQuerySlow(): void {}
  logSchemaBuild(): void {}
  logMigration(): void {}

  /** Failed queries since start, by driver error code ('ER_DUP_ENTRY', 'SQLITE_CONSTRAINT_UNIQUE', 'unknown'). */
  queryErrors(): ReadonlyMap<string, number> {
    return this.errors;
  }
}

/** The failed-query counts of the application's data source (DatabaseModule gives it a DatabaseLogger). */
export function queryErrorsOf(dataSource: DataSource): ReadonlyMap<string, number> {
  return dataSource.logger instanceof DatabaseLogger ? dataSource.logger.queryErrors() : new Map();
}

function codeOf(error: string | Error): string {
  const code = typeof error === 'object' ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && code !== '' ? code : 'unknown';
}
