import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { On } from '../common/events/on.decorator';
import { setTimeout as sleep } from 'node:timers/promises';
import type { LeadView } from '../common/views/api-views';
import { LeadCreatedEvent } from './events/lead-created.event';

/** How the webhook is called; the module builds it from LEADS_WEBHOOK_URL, tests shorten the waits. */
export interface LeadWebhookOptions {
  /** Where each new lead is POSTed as JSON; undefined: no webhook. */
  url: string | undefined;
  /** Time budget of one attempt (AbortSignal.timeout). */
  timeoutMs: number;
  /** The waits before the second, third, ... attempt: one attempt more than there are waits. */
  retryDelaysMs: readonly number[];
}

export const LEAD_WEBHOOK_OPTIONS = Symbol('LEAD_WEBHOOK_OPTIONS');

export const DEFAULT_WEBHOOK_TIMING: Omit<LeadWebhookOptions, 'url'> = { timeoutMs: 5000, retryDelaysMs: [1000, 3000] };

/** Answers worth another attempt: the receiver may do better a moment later. Other 4xx will not change. */
const retryable = (status: number) => status >= 500 || status === 408 || status === 429;

/**
 * POSTs each new lead to LEADS_WEBHOOK_URL (a CRM, a chat channel...). The delivery runs in the
 * background: the visitor's 201 never waits for it, and a failure is only logged, never undoing
 * the stored lead. Three attempts (5 s each), 1 s and 3 s apart; deliveries still under way when
 * the application shuts down are abandoned.
 */
@Injectable()
export class LeadWebhookListener implements OnApplicationShutdown {
  private readonly logger = new Logger('LeadWebhook');
  private readonly underWay = new Set<Promise<boolean>>();
  private readonly shutdown = new AbortController();

  constructor(@Inject(LEAD_WEBHOOK_OPTIONS) private readonly options: LeadWebhookOptions) {}

  @On('lead.created')
  onLeadCreated(event: LeadCreatedEvent): void {
    const url = this.options.url;
    if (!url) return;
    const delivery = this.deliver(url, event.lead).finally(() => this.underWay.delete(delivery));
    this.underWay.add(delivery);
  }

  /** Resolves once every delivery under way has ended (tests wait on it; the application never does). */
  async idle(): Promise<void> {
    await Promise.allSettled([...this.underWay]);
  }

  onApplicationShutdown(): void {
    this.shutdown.abort();
  }

  /** True when the receiver answered 2xx; never throws. */
  async deliver(url: string, lead: LeadView): Promise<boolean> {
    const body = JSON.stringify(lead);
    const attempts = this.options.retryDelaysMs.length + 1;
    let failure = '';
    let made = 0;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      if (this.shutdown.signal.aborted) return false;
      made = attempt;
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'User-Agent': 'csec-leads-webhook' },
          body,
          signal: AbortSignal.any([AbortSignal.timeout(this.options.timeoutMs), this.shutdown.signal]),
        });
        // The answer's body is not read: release the connection.
        await res.body?.cancel().catch(() => undefined);
        if (res.ok) return true;
        failure = `HTTP ${res.status}`;
        if (!retryable(res.status)) break;
      } catch (error) {
        if (this.shutdown.signal.aborted) return false;
        failure = reasonOf(error, this.options.timeoutMs);
      }
      if (attempt < attempts) {
        try {
          await sleep(this.options.retryDelaysMs[attempt - 1], undefined, { signal: this.shutdown.signal });
        } catch {
          return false;
        }
      }
    }
    this.logger.error(
      `Lead #${lead.id} could not be sent to the webhook at ${originOf(url)} after ${made} attempt(s): ${failure}. The lead is stored all the same`,
    );
    return false;
  }
}

function reasonOf(error: unknown, timeoutMs: number): string {
  if (error instanceof DOMException && error.name === 'TimeoutError') return `no answer within ${timeoutMs} ms`;
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return `${error.message}${cause}`;
  }
  return String(error);
}

/** The log names the receiver's origin only: a webhook's path or query often carries its secret. */
function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return 'an invalid address';
  }
}
