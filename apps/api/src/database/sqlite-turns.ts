import { AsyncLocalStorage } from 'node:async_hooks';
import type { NextFunction, Request, Response } from 'express';
import type { DataSource, QueryRunner } from 'typeorm';

/**
 * On SQLite TypeORM sends every statement of every request through one shared connection (and
 * one shared query runner). A statement that another request sends while a transaction is open
 * becomes part of that transaction, a second transaction nests as a savepoint, and a rollback
 * then undoes writes that other requests believed committed.
 *
 * So on SQLite an open transaction owns the connection: statements from any other request wait
 * until it commits or rolls back. Requests are told apart by an AsyncLocalStorage context that
 * databaseContext() opens per request (work outside a request shares one background context).
 * MySQL/MariaDB give each transaction its own pooled connection and need none of this.
 */
const requestContext = new AsyncLocalStorage<object>();
const BACKGROUND = {};

/** Express middleware: the rest of the request runs in its own context. Mount it after the body parsers, whose stream events lose the context. */
export function databaseContext(_req: Request, _res: Response, next: NextFunction): void {
  requestContext.run({}, next);
}

/** Runs `work` as if it were a request of its own (for jobs and tests). */
export function inOwnContext<T>(work: () => T): T {
  return requestContext.run({}, work);
}

export function takeTurnsOnSqlite(dataSource: DataSource): void {
  if (dataSource.options.type !== 'better-sqlite3') return;
  const runner: QueryRunner = dataSource.driver.createQueryRunner('master');
  // The context whose turn it is, and how many of its statements and open transactions hold it.
  let owner: object | undefined;
  let holds = 0;
  let turnEnded: Promise<void> = Promise.resolve();
  let endTurn = () => {};

  const current = () => requestContext.getStore() ?? BACKGROUND;
  // Checking and taking the turn happen in one synchronous step after the last wait.
  const acquire = async (who: object) => {
    while (owner !== undefined && owner !== who) await turnEnded;
    if (owner === undefined) {
      owner = who;
      turnEnded = new Promise((resolve) => (endTurn = resolve));
    }
    holds++;
  };
  const release = () => {
    if (--holds > 0) return;
    owner = undefined;
    endTurn();
  };

  const query = runner.query.bind(runner);
  runner.query = (async (...args: Parameters<QueryRunner['query']>): Promise<unknown> => {
    await acquire(current());
    try {
      return await query(...args);
    } finally {
      release();
    }
  }) as QueryRunner['query'];

  // A transaction holds the turn from its start to its commit or rollback (savepoints pair up the same way).
  const start = runner.startTransaction.bind(runner);
  runner.startTransaction = async (...args) => {
    await acquire(current());
    try {
      await start(...args);
    } catch (error) {
      release();
      throw error;
    }
  };
  for (const method of ['commitTransaction', 'rollbackTransaction'] as const) {
    const end = runner[method].bind(runner);
    runner[method] = async () => {
      try {
        await end();
      } catch (error) {
        // A failed commit leaves the transaction open for the rollback that follows; anything else ended it.
        if (!runner.isTransactionActive) release();
        throw error;
      }
      release();
    };
  }
}
