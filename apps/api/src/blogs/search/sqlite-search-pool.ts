import * as os from 'node:os';
import { Piscina } from 'piscina';
import { workerEntry } from '../../common/workers/worker-entry';
import type { SqliteSearchResult, SqliteSearchTask } from './sqlite-search.worker';

/**
 * Public searches on SQLite run in worker threads. better-sqlite3 is synchronous: a search of
 * common words, ranking thousands of matches, held the event loop for 10-20 ms, so a flood of them
 * from many addresses stalled every visitor, cached pages included (the concurrency cap in
 * common/cache/uncached-work.service.ts cannot bound work that ends before the next request is
 * read). In a worker the main thread keeps answering meanwhile. One thread per core less the
 * main thread's (at least one, at most four); started on first use.
 */
export class SqliteSearchPool {
  private pool?: Piscina;

  run(task: SqliteSearchTask): Promise<SqliteSearchResult> {
    this.pool ??= new Piscina({
      ...workerEntry(__dirname, 'sqlite-search.worker'),
      minThreads: 1,
      maxThreads: Math.max(1, Math.min(4, os.availableParallelism() - 1)),
      idleTimeout: 60_000,
    });
    return this.pool.run(task) as Promise<SqliteSearchResult>;
  }

  async destroy(): Promise<void> {
    const pool = this.pool;
    this.pool = undefined;
    await pool?.destroy();
  }
}
