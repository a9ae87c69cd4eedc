import { Inject, Injectable } from '@nestjs/common';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { consumeOrWait, RateLimiters } from '../limits/rate-limiters';
import { REQUEST_MESSAGES } from '@csec/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { clientKey } from '../http/client-key';
import type { CodedPayload } from '../http/coded';
import { TooManyRequestsException } from '../http/too-many-requests.exception';
import { ServerBusyException } from '../http/server-busy.exception';
import { escapeHtml } from '../../site/html-text';
import type { Response } from 'express';

/** Gives back a turn; safe to call more than once. */
export type Release = () => void;

/**
 * Work that a stranger can make the server do because its answer is not cached yet: public
 * searches and page renders. Each such request first spends one of its client's points for the
 * minute (RENDER_MAX_PER_MINUTE, per IPv4 address or IPv6 /64; 429 past it), then takes one of
 * RENDER_CONCURRENCY turns, waiting in a queue of at most RENDER_QUEUE (503 past it). A flood of
 * made-up URLs is so held to a few requests at a time, while cached answers, which never come
 * here, keep the event loop and the database to themselves.
 */
@Injectable()
export class UncachedWorkService {
  private readonly perClient: RateLimiterAbstract;
  private readonly concurrency: number;
  private readonly queueMax: number;
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(@Inject(APP_CONFIG) config: Pick<AppConfig, 'uncachedWork'>, limiters: RateLimiters) {
    const { concurrency, queue, maxPerMinute } = config.uncachedWork;
    this.concurrency = concurrency;
    this.queueMax = queue;
    this.perClient = limiters.create({ keyPrefix: 'uncached-work', points: maxPerMinute, windowSeconds: 60 });
  }

  /** Counts one piece of work for the client at `ip` and waits for a turn; throws 429 or 503 instead. */
  async admit(ip: string | undefined): Promise<Release> {
    const wait = await consumeOrWait(this.perClient, clientKey(ip));
    if (wait > 0) throw new TooManyRequestsException(REQUEST_MESSAGES.tooMany(wait), wait, 'request.too_many');
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.queueMax) throw new ServerBusyException();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.next();
    };
  }

  /** Work running now and waiting for a turn (for the metrics and tests). */
  load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  /**
   * Hands the freed turn to the oldest waiter on the next turn of the event loop, not at once: a
   * synchronous piece of work (SQLite, React's render) that ends lets the visitors' requests queued
   * meanwhile be read before the next piece starts.
   */
  private next(): void {
    const wake = this.waiting.shift();
    if (!wake) {
      this.running--;
      return;
    }
    setImmediate(wake);
  }
}

/** What admit() refuses with. */
export type Refusal = TooManyRequestsException | ServerBusyException;

export function isRefusal(error: unknown): error is Refusal {
  return error instanceof TooManyRequestsException || error instanceof ServerBusyException;
}

/**
 * Answers a refusal at once, outside Nest's pipeline: under a flood this is most answers, so it
 * costs no more than a cached one. JSON in the API's failure shape, or a small page of its own
 * for a page request (no scripts, no styles, nothing to load).
 */
export function sendRefusal(res: Response, refusal: Refusal, as: 'json' | 'html'): void {
  const status = refusal.getStatus();
  const { message, code, params } = refusal.getResponse() as CodedPayload;
  res.status(status);
  res.setHeader('Retry-After', String(refusal.retryAfterSeconds));
  res.setHeader('Cache-Control', 'no-store');
  if (as === 'json') {
    res.type('application/json').end(JSON.stringify({ status: 'Failed', error: true, code, message, params }));
    return;
  }
  const title = status === 429 ? 'Too many requests' : 'Busy';
  res
    .type('html')
    .end(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<meta name="robots" content="noindex"><title>${title} | CSEC</title></head><body><h1>${title}</h1><p>${escapeHtml(message)}</p></body></html>`,
    );
}
