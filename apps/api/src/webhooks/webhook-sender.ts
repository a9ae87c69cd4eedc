import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { WEBHOOK_HEADERS, WEBHOOK_LIMITS } from '@csec/contracts';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { inOwnContext } from '../database/sqlite-turns';
import { postOnce, type PostOutcome } from './delivery/http-post';
import { signatureHeader } from './delivery/signature';
import type { WebhookDelivery } from './webhook-delivery.entity';
import { CLAIM_MS, WebhooksRepository } from './webhooks.repository';

const BATCH = 20;

/**
 * Sends the outbox: every WEBHOOK_POLL_MS, and at once when a change of this process wrote
 * deliveries (wake). Each delivery is claimed first (one conditional UPDATE), so of several processes
 * exactly one sends it; a process that dies mid-send leaves a claim that lapses after CLAIM_MS. A
 * non-2xx answer or no answer is retried after WEBHOOK_RETRY_DELAYS_MS, then given up ('failed');
 * the rows are the state, so a restart goes on where the last process stopped.
 */
@Injectable()
export class WebhookSender implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Webhooks');
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  private failing = false;

  constructor(
    private readonly repo: WebhooksRepository,
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'webhooks'>,
  ) {}

  onApplicationBootstrap(): void {
    this.schedule(0);
  }

  /** Waits for sends under way, so the database is not closed under them. */
  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** Looks for due deliveries now (a change just wrote some); a look under way looks again when it ends. */
  wake(): void {
    if (this.running) this.again = true;
    else this.schedule(0);
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    // unref: a pending look never keeps the process (or a test run) alive.
    this.timer = setTimeout(() => {
      this.running = inOwnContext(() => this.sendDue()).finally(() => {
        this.running = undefined;
        const again = this.again;
        this.again = false;
        this.schedule(again ? 0 : this.config.webhooks.pollMs);
      });
    }, delayMs).unref();
  }

  /** One look; never throws (a failure is logged once per outage, the next look tries again). */
  private async sendDue(): Promise<void> {
    try {
      const now = new Date();
      const ids = await this.repo.dueIds(now, BATCH);
      await Promise.all(ids.map((id) => this.sendIfClaimed(id, now)));
      if (this.failing) this.logger.log('Webhook deliveries are sent again');
      this.failing = false;
    } catch (error) {
      if (!this.failing) this.logger.error(`Could not send webhook deliveries: ${error instanceof Error ? error.message : String(error)}`);
      this.failing = true;
    }
  }

  private async sendIfClaimed(id: string, now: Date): Promise<void> {
    if (!(await this.repo.claim(id, now, new Date(now.getTime() + CLAIM_MS)))) return;
    const delivery = await this.repo.findDelivery(id);
    const hook = delivery && (await this.repo.findWithSecret(delivery.webhookId));
    if (!delivery || !hook) return;
    const attemptedAt = new Date();
    const outcome = await postOnce(new URL(hook.url), delivery.payload, {
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'CSEC-Webhooks/1',
        [WEBHOOK_HEADERS.signature]: signatureHeader(hook.secret, delivery.payload, attemptedAt),
        [WEBHOOK_HEADERS.event]: delivery.event,
        [WEBHOOK_HEADERS.delivery]: delivery.id,
      },
      timeoutMs: this.config.webhooks.timeoutMs,
      bodyMax: WEBHOOK_LIMITS.responseBodyMax,
      // The operator's own LEADS_WEBHOOK_URL is trusted; staff's URLs are checked at every connection.
      allowPrivate: this.config.webhooks.allowPrivate || hook.fromEnvironment,
    });
    await this.repo.recordAttempt(
      { deliveryId: delivery.id, attemptedAt, statusCode: outcome.status ?? null, durationMs: outcome.durationMs, error: failureOf(outcome) },
      this.nextState(delivery, outcome, new Date()),
    );
  }

  private nextState(delivery: WebhookDelivery, outcome: PostOutcome, now: Date): Pick<WebhookDelivery, 'state' | 'attempts' | 'nextAttemptAt'> {
    const attempts = delivery.attempts + 1;
    if (succeeded(outcome)) return { state: 'succeeded', attempts, nextAttemptAt: null };
    const wait = this.config.webhooks.retryDelaysMs[attempts - 1];
    if (wait === undefined) return { state: 'failed', attempts, nextAttemptAt: null };
    return { state: 'pending', attempts, nextAttemptAt: new Date(now.getTime() + wait) };
  }
}

const succeeded = (outcome: PostOutcome) => outcome.error === undefined && outcome.status !== undefined && outcome.status >= 200 && outcome.status < 300;

/** What the delivery log shows for a failed attempt: the error, or the start of the answer's body. */
function failureOf(outcome: PostOutcome): string | null {
  if (succeeded(outcome)) return null;
  const text = outcome.error ?? (outcome.body.trim() || `HTTP ${outcome.status}`);
  return text.length > WEBHOOK_LIMITS.logExcerptMax ? `${text.slice(0, WEBHOOK_LIMITS.logExcerptMax - 1)}…` : text;
}
