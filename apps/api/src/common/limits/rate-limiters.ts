import { Injectable } from '@nestjs/common';
import { RateLimiterAbstract, RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

export interface LimiterOptions {
  /** Names the counter; two limiters never share keys, even in one shared store. */
  keyPrefix: string;
  /** Attempts allowed per window. */
  points: number;
  windowSeconds: number;
}

/**
 * The one place the counters that limit people are made (logins, second-factor codes, password
 * checks, leads, searches and renders). Each process counts in its own memory today; moving them
 * to a shared store (rate-limiter-flexible's RateLimiterRedis) is a change here alone, since every
 * limiter is used through RateLimiterAbstract and the helpers below.
 */
@Injectable()
export class RateLimiters {
  create(options: LimiterOptions): RateLimiterAbstract {
    return new RateLimiterMemory({ keyPrefix: options.keyPrefix, points: options.points, duration: options.windowSeconds });
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
