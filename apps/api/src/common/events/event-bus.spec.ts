import { Injectable } from '@nestjs/common';
import { Test } from '@nestjs/testing';
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

/**
 * The typing half is checked by the compiler (ts-jest here, `npm run typecheck` everywhere): each
 * @ts-expect-error line below must fail to compile, or the directive itself is an error.
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
  it('delivers a payload to every handler of its name, and nothing to the others, before emit resolves', async () => {
    void wrongUses;
    const moduleRef = await Test.createTestingModule({ imports: [EventsModule], providers: [Watcher] }).compile();
    const app = await moduleRef.init();
    const bus = app.get(EventBus);
    await bus.emit('user.renamed', new UserRenamedEvent(4, 'old_name', 'new_name'));
    await bus.emit('user.deleted', new UserDeletedEvent(4, 'new_name'));
    await bus.emit('post.deleted', new PostDeletedEvent(1, 'slug', 'Title'));
    await bus.emit('posts.scheduled-due', new ScheduledPostsDueEvent());
    expect(seen).toEqual(['renamed:new_name', 'cleared', 'cleared']);
    await app.close();
  });
});
