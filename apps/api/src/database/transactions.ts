import { AsyncLocalStorage } from 'node:async_hooks';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, type ObjectLiteral, type Repository } from 'typeorm';
import { retryOnConflict } from './db-errors';

/** The transaction a piece of work runs in, and what waits for its commit. */
interface Transaction {
  manager: EntityManager;
  afterCommit: (() => void | Promise<void>)[];
}

const current = new AsyncLocalStorage<Transaction>();

/**
 * One transaction around a change and the effects that must stand or fall with it, across
 * modules: a password change and the ending of the account's sessions, for instance. A module's
 * repository joins the transaction its caller runs in through within(); EventBus runs the
 * listeners marked before-commit inside it (their failure rolls the change back) and queues the
 * others until it has committed (afterCommit), so nothing outside the database hears of a change
 * that was rolled back.
 */
@Injectable()
export class Transactions {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Runs `work` in a transaction, then what it queued for after the commit; resolves once both are
   * done. Inside another transaction, `work` joins it. A deadlock or lock wait on MySQL/MariaDB
   * rolls everything back, so the whole of `work` is run again (db-errors.ts): before-commit
   * listeners write only through the transaction, so running them again is safe.
   */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (current.getStore()) return work();
    const { result, afterCommit } = await retryOnConflict(() =>
      this.dataSource.transaction(async (manager) => {
        const transaction: Transaction = { manager, afterCommit: [] };
        return { result: await current.run(transaction, work), afterCommit: transaction.afterCommit };
      }),
    );
    // Outside the transaction's context now: these see the committed data and write on their own.
    for (const task of afterCommit) await task();
    return result;
  }
}

/** The repository as the current transaction sees it: writes through it commit or roll back with it. Outside one, the repository itself. */
export function within<T extends ObjectLiteral>(repository: Repository<T>): Repository<T> {
  const transaction = current.getStore();
  return transaction ? transaction.manager.getRepository(repository.target) : repository;
}

/**
 * One statement, tried again on a lock conflict when it runs on its own; inside a transaction a
 * conflict has rolled the whole transaction back, so Transactions.run tries all of it again instead.
 */
export function statementRetried<T>(statement: () => Promise<T>): Promise<T> {
  return inTransaction() ? statement() : retryOnConflict(statement);
}

export function inTransaction(): boolean {
  return current.getStore() !== undefined;
}

/** Runs `task` once the current transaction has committed (never if it rolls back); at once outside one. */
export async function afterCommit(task: () => void | Promise<void>): Promise<void> {
  const transaction = current.getStore();
  if (transaction) transaction.afterCommit.push(task);
  else await task();
}
