import { Test } from '@nestjs/testing';
import { EventEmitter2, EventEmitterModule } from '@nestjs/event-emitter';
import { PostDeletedEvent } from '../../blogs/events/post-deleted.event';
import { PostPublishedEvent } from '../../blogs/events/post-published.event';
import { PostScheduledEvent } from '../../blogs/events/post-scheduled.event';
import { PostSavedEvent } from '../../blogs/events/post-saved.event';
import { PostUnpublishedEvent } from '../../blogs/events/post-unpublished.event';
import { PostsBylineChangedEvent } from '../../blogs/events/posts-byline-changed.event';
import { ScheduledPostsDueEvent } from '../../blogs/events/scheduled-posts-due.event';
import { CategoryAddedEvent } from '../../categories/events/category-added.event';
import { CategoryDeletedEvent } from '../../categories/events/category-deleted.event';
import { UserDeletedEvent } from '../../users/events/user-deleted.event';
import { UserRenamedEvent } from '../../users/events/user-renamed.event';
import { UserRoleChangedEvent } from '../../users/events/user-role-changed.event';
import { PublicCacheListener } from './public-cache.listener';
import { PublicCacheService } from './public-cache.service';

describe('PublicCacheListener', () => {
  let events: EventEmitter2;
  let cache: { invalidate: jest.Mock };
  let close: () => Promise<void>;

  beforeEach(async () => {
    cache = { invalidate: jest.fn() };
    const moduleRef = await Test.createTestingModule({
      imports: [EventEmitterModule.forRoot()],
      providers: [PublicCacheListener, { provide: PublicCacheService, useValue: cache }],
    }).compile();
    const app = await moduleRef.init();
    events = app.get(EventEmitter2);
    close = () => app.close();
  });
  afterEach(() => close());

  it.each([
    [PostSavedEvent.NAME, new PostSavedEvent(1, 'a', true, 'A', [])],
    [PostPublishedEvent.NAME, new PostPublishedEvent(1, 'a', new Date(), 'A')],
    [PostScheduledEvent.NAME, new PostScheduledEvent(1, 'a', new Date(), 'A')],
    [ScheduledPostsDueEvent.NAME, new ScheduledPostsDueEvent()],
    [PostUnpublishedEvent.NAME, new PostUnpublishedEvent(1, 'a', 'A')],
    [PostDeletedEvent.NAME, new PostDeletedEvent(1, 'a', 'A')],
    [PostsBylineChangedEvent.NAME, new PostsBylineChangedEvent(1, 'b')],
    [CategoryAddedEvent.NAME, new CategoryAddedEvent(1, 'c')],
    [CategoryDeletedEvent.NAME, new CategoryDeletedEvent(1, 'c')],
    [UserRenamedEvent.NAME, new UserRenamedEvent(1, 'a', 'b')],
    [UserDeletedEvent.NAME, new UserDeletedEvent(1, 'a')],
  ])('%s clears the cache before emitAsync resolves', async (name, event) => {
    await events.emitAsync(name, event);
    expect(cache.invalidate).toHaveBeenCalledTimes(1);
  });

  it('a role change shows nowhere public: the cache stays', async () => {
    await events.emitAsync(UserRoleChangedEvent.NAME, new UserRoleChangedEvent(1, 'author', 'admin', 'a'));
    expect(cache.invalidate).not.toHaveBeenCalled();
  });
});
