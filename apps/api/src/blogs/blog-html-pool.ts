import * as os from 'node:os';
import { Piscina } from 'piscina';
import { workerEntry } from '../common/workers/worker-entry';
import type { BlogHtmlOperation, BlogHtmlResult, BlogHtmlTask } from './blog-html-task';

/** The task ran past its time budget and its worker was stopped. */
export class HtmlWorkTimeoutError extends Error {
  constructor(budgetMs: number) {
    super(`HTML work took longer than ${budgetMs} ms`);
  }
}

/**
 * Worker threads for post HTML, so a heavy save never holds the event loop that answers
 * everyone else. Half the cores at most (at least one, at most four): the main thread keeps
 * a core for requests. Started on first use, so a process that never sees a large post never
 * starts a thread.
 */
export class BlogHtmlPool {
  private pool?: Piscina;
  private ready?: Promise<unknown>;

  /** The budget is read at each task, from the config section the service was given. */
  constructor(private readonly settings: { readonly workTimeoutMs: number }) {}

  /**
   * Runs `task` in a worker; past the budget the worker is stopped (piscina terminates a thread
   * whose task is aborted) and HtmlWorkTimeoutError thrown. The budget starts once a thread
   * is up (the first one, or the replacement of a stopped one), so start-up is not charged to
   * a task; it does count time queued behind other tasks, which keeps every answer within it.
   */
  async run<K extends BlogHtmlOperation>(task: BlogHtmlTask<K>): Promise<BlogHtmlResult<K>> {
    const pool = this.start();
    await this.ready;
    const budgetMs = this.settings.workTimeoutMs;
    const signal = AbortSignal.timeout(budgetMs);
    try {
      return (await pool.run(task, { signal })) as BlogHtmlResult<K>;
    } catch (error) {
      if (!signal.aborted) throw error;
      // Its thread is gone: the next task waits for a replacement before its budget starts.
      this.ready = undefined;
      throw new HtmlWorkTimeoutError(budgetMs);
    }
  }

  async destroy(): Promise<void> {
    const pool = this.pool;
    this.pool = undefined;
    this.ready = undefined;
    await pool?.destroy();
  }

  private start(): Piscina {
    if (!this.pool) {
      const maxThreads = Math.max(1, Math.min(4, Math.floor(os.availableParallelism() / 2)));
      this.pool = new Piscina({ ...workerEntry(__dirname, 'blog-html.worker'), minThreads: 1, maxThreads, idleTimeout: 60_000 });
    }
    if (!this.ready) {
      // A first small save's work: settles once a thread has loaded the worker code and run the sanitiser,
      // plain text and excerpt once, so a task's budget is not charged with their first-run set-up (an
      // empty isBlank left that to the first save, which overran 100 ms on a busy machine).
      const warmUp: BlogHtmlTask<'prepare'> = { operation: 'prepare', html: '<p>Warm-up</p>' };
      this.ready = this.pool.run(warmUp).catch((error: unknown) => {
        this.ready = undefined;
        throw error;
      });
    }
    return this.pool;
  }
}
