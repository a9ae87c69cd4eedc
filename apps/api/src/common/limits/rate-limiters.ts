import { Inject, Injectable } from '@nestjs/common';
import cluster from 'node:cluster';
import { RateLimiterAbstract, RateLimiterCluster, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { RedisClients } from '../redis/redis-clients';

export interface LimiterOptions {
  /** Names the counter; two limiters never share keys, even in one shared store. */
  keyPrefix: string;
  /** Attempts allowed per window. */
  points: number;
  windowSeconds: number;
}

/** The primary answers over IPC within microseconds; past this a worker's attempt fails rather than wait. */
const CLUSTER_TIMEOUT_MS = 2_000;

/**
 * The one place the counters that limit people are made (logins, second-factor codes, password
 * checks, leads, searches and renders). With a shared Redis they count in it, so every process
 * counts the same attempts; while it is unreachable each process counts in its own memory (the
 * limiter's insurance) rather than refusing or waiting. Without Redis, the workers of one machine
 * (WEB_CONCURRENCY > 1) count in the primary process's memory (RateLimiterClusterMaster, started by
 * cluster-primary.ts), and one process alone in its own.
 */
@Injectable()
export class RateLimiters {
  /** Without arguments (unit tests): in memory. */
  constructor(@Inject(RedisClients) private readonly redis: Pick<RedisClients, 'commands' | 'keyPrefix'> = { commands: undefined, keyPrefix: '' }) {}

  create(options: LimiterOptions): RateLimiterAbstract {
    const counts = { keyPrefix: options.keyPrefix, points: options.points, duration: options.windowSeconds };
    const memory = new RateLimiterMemory(counts);
    if (!this.redis.commands) return cluster.isWorker ? new RateLimiterCluster({ ...counts, timeoutMs: CLUSTER_TIMEOUT_MS }) : memory;
    return new RateLimiterRedis({
      storeClient: this.redis.commands,
      keyPrefix: `${this.redis.keyPrefix}limit:${options.keyPrefix}`,
      points: options.points,
      duration: options.windowSeconds,
      // A Redis that is down answers nothing: count in memory at once instead of failing the request.
      rejectIfRedisNotReady: true,
      insuranceLimiter: memory,
    });
  }
}

/** Seconds `key` must wait before its next attempt: 0 while it has attempts left. Counts nothing. */
export async function secondsToWait(limiter: RateLimiterAbstract, key: string): Promise<number> {
  const state = await limiter.get(key);
  if (!state || state.consumedPoints < limiter.points) return 0;
  return waitOf(state);
}

/** Counts one attempt; answers 0 when it was allowed, or the seconds to wait when none was left. */
export async function consumeOrWait(limiter: RateLimiterAbstract, key: string): Promise<number> {
  try {
    await limiter.consume(key);
    return 0;
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    return waitOf(error);
  }
}

/** Whole seconds, at least 1, as Retry-After wants them. */
function waitOf(state: RateLimiterRes): number {
  return Math.max(1, Math.ceil(state.msBeforeNext / 1000));
}
