import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
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
import { PublicCacheService } from './public-cache.service';

/**
 * The one place the public cache (JSON answers and rendered pages) is cleared after a write: on
 * every domain event that can change what visitors see. The handler is synchronous and the
 * services await emitAsync, so the write's HTTP answer leaves after the cache is clear.
 */
@Injectable()
export class PublicCacheListener {
  constructor(private readonly cache: PublicCacheService) {}

  @OnEvent(PostSavedEvent.NAME)
  @OnEvent(PostPublishedEvent.NAME)
  // A published post cannot be scheduled; cleared anyway, so no rule elsewhere has to hold for the cache to be right.
  @OnEvent(PostScheduledEvent.NAME)
  // Another process may have published a post this one saw waiting (ScheduledPublisher).
  @OnEvent(ScheduledPostsDueEvent.NAME)
  @OnEvent(PostUnpublishedEvent.NAME)
  @OnEvent(PostDeletedEvent.NAME)
  // Bylines are written by the blogs module after the rename: cleared again once they are.
  @OnEvent(PostsBylineChangedEvent.NAME)
  @OnEvent(CategoryAddedEvent.NAME)
  @OnEvent(CategoryDeletedEvent.NAME)
  // Contributors' names are read live from the accounts.
  @OnEvent(UserRenamedEvent.NAME)
  @OnEvent(UserDeletedEvent.NAME)
  clear(): void {
    this.cache.invalidate();
  }
}
