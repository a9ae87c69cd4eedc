import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { EventEmitterReadinessWatcher } from '@nestjs/event-emitter';
import { EventBus } from '../common/events/event-bus';
import { Transactions } from '../database/transactions';
import { SCHEDULER_TICK_MS } from '@csec/contracts';
import { inOwnContext } from '../database/sqlite-turns';
import { Clock } from '../common/time/clock';
import { monthOf } from './blog.view';
import { BlogsRepository } from './blogs.repository';
import { PostPublishedEvent } from './events/post-published.event';
import { ScheduledPostsDueEvent } from './events/scheduled-posts-due.event';

/** Due posts published per tick; more wait for the next one, a second later. */
const BATCH = 50;

/**
 * Publishes scheduled posts when their time comes. Every API process runs one: at start-up it
 * publishes what fell due while no process ran, then it looks again every SCHEDULER_TICK_MS.
 *
 * Exactly once across processes: each due post is claimed with a conditional UPDATE
 * (BlogsRepository.claimScheduled), and only the process whose UPDATE changed the row announces
 * the publish (activity row, cache clearing). A process that loses the claim, or finds a post it
 * saw waiting already published by another, clears its own public cache through
 * ScheduledPostsDueEvent, so every replica shows the post within about a tick of its time.
 */
@Injectable()
export class ScheduledPublisher implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('ScheduledPublisher');
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;
  /** The earliest scheduled time this process saw at its last tick: when it passes, the post went public somewhere. */
  private watched: Date | null = null;
  private failing = false;

  constructor(
    private readonly repo: BlogsRepository,
    private readonly events: EventBus,
    private readonly transactions: Transactions,
    private readonly eventsReady: EventEmitterReadinessWatcher,
    private readonly clock: Clock = new Clock(),
  ) {}

  onApplicationBootstrap(): void {
    // Not awaited: the listeners that must hear the first publishes are subscribed by another
    // module's bootstrap hook, which may come after this one.
    this.eventsReady.waitUntilReady().then(
      () => this.next(0),
      (error: unknown) => this.logger.error(`Scheduled posts will not be published: ${error instanceof Error ? error.message : String(error)}`),
    );
  }

  /** Waits for a tick under way, so the database is not closed under it. */
  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** One look at the scheduled posts; never throws (a failure is logged, the next tick tries again). */
  async tick(now = this.clock.now()): Promise<void> {
    try {
      // A context of its own: on SQLite it takes turns with requests like one of them.
      await inOwnContext(() => this.publishDue(now));
      if (this.failing) this.logger.log('Scheduled posts are published again');
      this.failing = false;
    } catch (error) {
      // Once per outage, not once a second.
      if (!this.failing) this.logger.error(`Could not publish scheduled posts: ${error instanceof Error ? error.message : String(error)}`);
      this.failing = true;
    }
  }

  private async publishDue(now: Date): Promise<void> {
    let publishedElsewhere = this.watched !== null && this.watched <= now;
    for (const post of await this.repo.dueScheduled(now, BATCH)) {
      // publishAt is set on every scheduled post; publishMonth follows it as a manual publish's does.
      const publishAt = post.publishAt ?? now;
      const scheduledBy = post.updatedById !== null && post.updatedBy !== null ? { id: post.updatedById, username: post.updatedBy } : null;
      // The claim and what stands or falls with it (a webhook's outbox row) in one transaction.
      const claimed = await this.transactions.run(async () => {
        if (!(await this.repo.claimScheduled(post.id, now, monthOf(publishAt)))) return false;
        await this.events.emit('post.published', new PostPublishedEvent(post.id, post.slug, publishAt, post.title, scheduledBy));
        return true;
      });
      if (!claimed) publishedElsewhere = true;
    }
    if (publishedElsewhere) await this.events.emit('posts.scheduled-due', new ScheduledPostsDueEvent());
    this.watched = await this.repo.nextScheduledAt();
  }

  private next(delayMs: number): void {
    if (this.stopped) return;
    // unref: a pending tick never keeps the process (or a test run) alive.
    this.timer = setTimeout(() => {
      this.running = this.tick().finally(() => {
        this.running = undefined;
        this.next(SCHEDULER_TICK_MS);
      });
    }, delayMs).unref();
  }
}
