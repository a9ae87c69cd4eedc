import cluster, { type Worker } from 'node:cluster';
import { RateLimiterClusterMaster } from 'rate-limiter-flexible';
import type { AppConfig } from './config/app-config';
import { createRootLogger } from './common/logging/root-logger';
import { flushLogs } from './common/logging/log-destination';
import { isClusterSyncMessage } from './common/sync/cluster-sync';

/** A worker that dies sooner than this after it started counts as a crash loop, and waits longer each time. */
const STABLE_AFTER_MS = 10_000;
const MAX_RESTART_DELAY_MS = 30_000;
/** Beyond the workers' own grace: how long the primary waits for them after a signal before it kills them. */
const KILL_AFTER_EXTRA_MS = 15_000;

/**
 * WEB_CONCURRENCY > 1: this process only runs `config.webConcurrency` server processes (workers),
 * which share PORT through node:cluster. It starts one first and the others once it listens, so
 * that only one runs the migrations and creates the first superadmin; restarts a worker that dies;
 * without Redis, hands each worker's sync messages to the others (ClusterSync) and counts every
 * worker's limits; and on SIGTERM or SIGINT passes the signal on, waits for every worker to drain
 * (each shuts down gracefully) and exits.
 */
export function runPrimary(config: AppConfig): void {
  const logger = createRootLogger(config).child({ context: 'Cluster' });
  let stopping = false;
  let crashes = 0;
  const startedAt = new Map<Worker, number>();
  const workers = (): Worker[] => Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined);

  const fork = (): Worker => {
    const worker = cluster.fork();
    startedAt.set(worker, Date.now());
    worker.on('message', (message: unknown) => {
      if (!isClusterSyncMessage(message)) return;
      for (const other of workers()) if (other !== worker && other.isConnected()) other.send(message);
    });
    return worker;
  };

  // Without Redis the workers' limits count here, so that N workers do not allow N times each limit.
  if (!config.redis) new RateLimiterClusterMaster();
  logger.info(`Starting ${config.webConcurrency} server processes on port ${config.port}`);
  fork().once('listening', () => {
    for (let i = 1; i < config.webConcurrency; i++) fork();
  });

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) {
      if (workers().length === 0) void exit(0);
      return;
    }
    crashes = lived < STABLE_AFTER_MS ? crashes + 1 : 0;
    const delay = Math.min(MAX_RESTART_DELAY_MS, crashes === 0 ? 0 : 500 * 2 ** (crashes - 1));
    logger.warn(`Server process ${worker.process.pid} ended (${signal ?? `code ${code}`}) after ${lived} ms; starting another in ${delay} ms`);
    setTimeout(() => {
      if (!stopping) fork();
    }, delay);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal}: stopping ${workers().length} server processes`);
    for (const worker of workers()) worker.process.kill(signal);
    setTimeout(() => {
      logger.warn('Server processes still running after their grace: killing them');
      for (const worker of workers()) worker.process.kill('SIGKILL');
    }, config.shutdownGraceMs + KILL_AFTER_EXTRA_MS).unref();
    if (workers().length === 0) void exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);

  const exit = async (code: number) => {
    logger.info('Stopped');
    await flushLogs(1_000);
    process.exit(code);
  };
}
