import { Test } from '@nestjs/testing';
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
import type { AppEventName, AppEvents } from '../events/app-events';
import { EventBus } from '../events/event-bus';
import { EventsModule } from '../events/events.module';
import { PublicCacheListener } from './public-cache.listener';
import { PublicCacheService } from './public-cache.service';
import { ProcessSync } from '../sync/process-sync';
import { RecordingSync } from '../sync/recording-sync';

describe('PublicCacheListener', () => {
  let events: EventBus;
  let cache: { invalidate: jest.Mock };
  let sync: RecordingSync;
  let close: () => Promise<void>;

  beforeEach(async () => {
    cache = { invalidate: jest.fn() };
    sync = new RecordingSync();
    const moduleRef = await Test.createTestingModule({
      imports: [EventsModule],
      providers: [PublicCacheListener, { provide: PublicCacheService, useValue: cache }, { provide: ProcessSync, useValue: sync }],
    }).compile();
    const app = await moduleRef.init();
    events = app.get(EventBus);
    close = () => app.close();
  });
  afterEach(() => close());

  it.each<[AppEventName, AppEvents[AppEventName]]>([
    ['post.saved', new PostSavedEvent(1, 'a', true, 'A', [])],
    ['post.published', new PostPublishedEvent(1, 'a', new Date(), 'A')],
    ['post.scheduled', new PostScheduledEvent(1, 'a', new Date(), 'A')],
    ['posts.scheduled-due', new ScheduledPostsDueEvent()],
    ['post.unpublished', new PostUnpublishedEvent(1, 'a', 'A')],
    ['post.deleted', new PostDeletedEvent(1, 'a', 'A')],
    ['posts.byline-changed', new PostsBylineChangedEvent(1, 'b')],
    ['category.added', new CategoryAddedEvent(1, 'c')],
    ['category.deleted', new CategoryDeletedEvent(1, 'c')],
    ['user.renamed', new UserRenamedEvent(1, 'a', 'b')],
    ['user.deleted', new UserDeletedEvent(1, 'a')],
  ])('%s clears the cache and tells the other processes before emit resolves', async (name, event) => {
    await events.emit(name, event);
    expect(cache.invalidate).toHaveBeenCalledTimes(1);
    expect(sync.published).toEqual([{ type: 'public-cache.cleared', payload: {} }]);
  });

  it("clears on another process's word, not again on its own, and after missing messages", () => {
    sync.fromSelf('public-cache.cleared', {});
    expect(cache.invalidate).not.toHaveBeenCalled();
    sync.fromOther('public-cache.cleared', {});
    expect(cache.invalidate).toHaveBeenCalledTimes(1);
    sync.reconnect();
    expect(cache.invalidate).toHaveBeenCalledTimes(2);
    expect(sync.published).toEqual([]);
  });

  it('a role change shows nowhere public: the cache stays', async () => {
    await events.emit('user.role-changed', new UserRoleChangedEvent(1, 'author', 'admin', 'a'));
    expect(cache.invalidate).not.toHaveBeenCalled();
    expect(sync.published).toEqual([]);
  });
});
