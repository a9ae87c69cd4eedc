import { Logger } from '@nestjs/common';
import type { EventEmitterReadinessWatcher } from '@nestjs/event-emitter';
import type { EventBus } from '../common/events/event-bus';
import type { Transactions } from '../database/transactions';
import type { BlogsRepository } from './blogs.repository';
import { PostPublishedEvent } from './events/post-published.event';
import { ScheduledPublisher } from './scheduled-publisher';

describe('ScheduledPublisher', () => {
  const now = new Date('2026-11-25T02:00:03Z');
  const due = { id: 4, slug: 'due', title: 'Due', publishAt: new Date('2026-10-31T23:59:59Z'), updatedById: 7, updatedBy: 'penulis' };
  let repo: { dueScheduled: jest.Mock; claimScheduled: jest.Mock; nextScheduledAt: jest.Mock };
  let emitted: { name: string; event: unknown }[];
  let publisher: ScheduledPublisher;

  beforeEach(() => {
    repo = {
      dueScheduled: jest.fn().mockResolvedValue([]),
      claimScheduled: jest.fn().mockResolvedValue(true),
      nextScheduledAt: jest.fn().mockResolvedValue(null),
    };
    emitted = [];
    const events = { emit: jest.fn((name: string, event: unknown) => Promise.resolve(void emitted.push({ name, event }))) };
    const ready = { waitUntilReady: () => Promise.resolve() };
    const transactions = { run: (work: () => Promise<unknown>) => work() } as unknown as Transactions;
    publisher = new ScheduledPublisher(
      repo as unknown as BlogsRepository,
      events as unknown as EventBus,
      transactions,
      ready as unknown as EventEmitterReadinessWatcher,
    );
  });

  it('publishes a due post it claims, in the month of its scheduled time, on behalf of whoever scheduled it', async () => {
    repo.dueScheduled.mockResolvedValue([due]);
    await publisher.tick(now);
    expect(repo.claimScheduled).toHaveBeenCalledWith(4, now, '2026-10');
    expect(emitted).toEqual([{ name: 'post.published', event: new PostPublishedEvent(4, 'due', due.publishAt, 'Due', { id: 7, username: 'penulis' }) }]);
  });

  it('announces nothing for a post another process claimed, but clears the cache of this one', async () => {
    repo.dueScheduled.mockResolvedValue([due]);
    repo.claimScheduled.mockResolvedValue(false);
    await publisher.tick(now);
    expect(emitted.map((e) => e.name)).toEqual(['posts.scheduled-due']);
  });

  it('clears its cache once the earliest time it saw waiting has passed, whoever published the post', async () => {
    repo.nextScheduledAt.mockResolvedValue(new Date('2026-11-25T02:00:05Z'));
    await publisher.tick(now);
    expect(emitted).toEqual([]);
    repo.nextScheduledAt.mockResolvedValue(null);
    await publisher.tick(new Date('2026-11-25T02:00:05Z'));
    expect(emitted.map((e) => e.name)).toEqual(['posts.scheduled-due']);
    await publisher.tick(new Date('2026-11-25T02:00:06Z'));
    expect(emitted).toHaveLength(1);
  });

  it('logs a failing database once, not every tick, and carries on', async () => {
    const error = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const log = jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    repo.dueScheduled.mockRejectedValue(new Error('connection lost'));
    await publisher.tick(now);
    await publisher.tick(now);
    expect(error).toHaveBeenCalledTimes(1);
    repo.dueScheduled.mockResolvedValue([due]);
    await publisher.tick(now);
    expect(emitted.map((e) => e.name)).toEqual(['post.published']);
    expect(log).toHaveBeenCalledWith('Scheduled posts are published again');
    error.mockRestore();
    log.mockRestore();
  });
});
