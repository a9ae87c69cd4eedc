import { Injectable } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import type { DataSource, EntityManager } from 'typeorm';
import { UserPasswordChangedEvent } from '../../users/events/user-password-changed.event';
import { Transactions } from '../../database/transactions';
import { PostDeletedEvent } from '../../blogs/events/post-deleted.event';
import { PostUnpublishedEvent } from '../../blogs/events/post-unpublished.event';
import { ScheduledPostsDueEvent } from '../../blogs/events/scheduled-posts-due.event';
import { UserDeletedEvent } from '../../users/events/user-deleted.event';
import { UserRenamedEvent } from '../../users/events/user-renamed.event';
import { EventBus } from './event-bus';
import { EventsModule } from './events.module';
import { On } from './on.decorator';

const seen: string[] = [];

@Injectable()
class Watcher {
  @On('user.renamed')
  renamed(event: UserRenamedEvent): void {
    seen.push(`renamed:${event.newUsername}`);
  }

  @On('user.deleted')
  @On('post.deleted')
  any(): void {
    seen.push('cleared');
  }
}

/** Listens to a password change in both phases; the before-commit part fails while `failing` is set. */
@Injectable()
class PhasedWatcher {
  failing = false;

  @On('user.password-changed', { phase: 'before-commit' })
  async partOfTheChange(event: UserPasswordChangedEvent): Promise<void> {
    await Promise.resolve();
    if (this.failing) throw new Error('cannot end sessions');
    seen.push(`before-commit:${event.userId}`);
  }

  @On('user.password-changed')
  afterwards(event: UserPasswordChangedEvent): void {
    seen.push(`after-commit:${event.userId}`);
  }

  @On('user.deleted')
  alsoAfterwards(): void {
    seen.push('after-commit:deleted');
  }
}

/** A transaction that says when it commits; a rejection of `work` is its rollback. */
const transactions = new Transactions({
  transaction: async (work: (manager: EntityManager) => Promise<unknown>) => {
    const result = await work({} as EntityManager);
    seen.push('commit');
    return result;
  },
} as unknown as DataSource);

/**
 * The typing half is checked by the compiler, not by running it: `npm run typecheck` (a step of
 * `npm test`) compiles this file, where each @ts-expect-error line must fail to compile, or the
 * directive itself is an error.
 */
function wrongUses(bus: EventBus): void {
  // @ts-expect-error another event's payload
  void bus.emit('user.deleted', new UserRenamedEvent(1, 'a', 'b'));
  // @ts-expect-error the same fields, but another event: payloads are nominal
  void bus.emit('post.deleted', new PostUnpublishedEvent(1, 'slug', 'Title'));
  // @ts-expect-error a bare object is no payload, not even of an event without fields
  void bus.emit('posts.scheduled-due', {});
  // @ts-expect-error a name that AppEvents does not declare
  void bus.emit('user.renamd', new UserRenamedEvent(1, 'a', 'b'));

  class WrongListener {
    // @ts-expect-error a handler must take the payload of the event it listens to
    @On('user.deleted')
    onDeleted(event: UserRenamedEvent): void {
      void event;
    }
  }
  void WrongListener;
}

describe('EventBus and @On', () => {
  let app: Awaited<ReturnType<typeof start>>;
  let bus: EventBus;
  const start = async () => (await Test.createTestingModule({ imports: [EventsModule], providers: [Watcher, PhasedWatcher] }).compile()).init();
  beforeEach(async () => {
    seen.length = 0;
    app = await start();
    bus = app.get(EventBus);
  });
  afterEach(() => app.close());

  it('delivers a payload to every handler of its name, and nothing to the others, before emit resolves', async () => {
    void wrongUses;
    await bus.emit('user.renamed', new UserRenamedEvent(4, 'old_name', 'new_name'));
    await bus.emit('user.deleted', new UserDeletedEvent(4, 'new_name'));
    await bus.emit('post.deleted', new PostDeletedEvent(1, 'slug', 'Title'));
    await bus.emit('posts.scheduled-due', new ScheduledPostsDueEvent());
    expect(seen).toEqual(['renamed:new_name', 'cleared', 'after-commit:deleted', 'cleared']);
  });

  it('runs before-commit listeners inside the transaction and the others once it has committed', async () => {
    await transactions.run(async () => {
      await bus.emit('user.password-changed', new UserPasswordChangedEvent(4, 4, 'sid', 'rina'));
      await bus.emit('user.deleted', new UserDeletedEvent(5, 'gone'));
      seen.push('end of work');
    });
    expect(seen).toEqual(['before-commit:4', 'end of work', 'commit', 'after-commit:4', 'cleared', 'after-commit:deleted']);
  });

  it('fails the emit, and so the transaction, when a before-commit listener throws; nothing after commit runs', async () => {
    app.get(PhasedWatcher).failing = true;
    const change = transactions.run(async () => {
      await bus.emit('user.deleted', new UserDeletedEvent(5, 'gone'));
      await bus.emit('user.password-changed', new UserPasswordChangedEvent(4, 4, 'sid', 'rina'));
    });
    await expect(change).rejects.toThrow('cannot end sessions');
    expect(seen).toEqual([]);
  });

  it('refuses an event with before-commit listeners outside a transaction, where a failure could not undo the change', async () => {
    await expect(bus.emit('user.password-changed', new UserPasswordChangedEvent(4, 4, 'sid', 'rina'))).rejects.toThrow('emit it inside Transactions.run');
    expect(seen).toEqual([]);
  });
});
