import { Injectable } from '@nestjs/common';
import { On } from '../events/on.decorator';
import { ProcessSync } from '../sync/process-sync';
import { PublicCacheService } from './public-cache.service';

/**
 * The one place the public cache (JSON answers and rendered pages) is cleared after a write: on
 * every domain event that can change what visitors see, in this process and, through ProcessSync,
 * in every other one. The services await EventBus.emit, so the write's HTTP answer leaves after
 * this cache is clear and the others have been told.
 */
@Injectable()
export class PublicCacheListener {
  constructor(
    private readonly cache: PublicCacheService,
    private readonly sync: ProcessSync,
  ) {
    const clear = () => cache.invalidate();
    sync.on('public-cache.cleared', clear);
    // Another process may have written while this one could not hear it.
    sync.onResync(clear);
  }

  @On('post.saved')
  @On('post.published')
  // A published post cannot be scheduled; cleared anyway, so no rule elsewhere has to hold for the cache to be right.
  @On('post.scheduled')
  // Another process may have published a post this one saw waiting (ScheduledPublisher).
  @On('posts.scheduled-due')
  @On('post.unpublished')
  @On('post.deleted')
  // A post's page names its translation (hreflang, the language switch).
  @On('post.translations-changed')
  // Bylines are written by the blogs module after the rename: cleared again once they are.
  @On('posts.byline-changed')
  @On('category.added')
  @On('category.changed')
  @On('category.deleted')
  // Contributors' names are read live from the accounts.
  @On('user.renamed')
  @On('user.deleted')
  async clear(): Promise<void> {
    this.cache.invalidate();
    await this.sync.publish('public-cache.cleared', {});
  }
}
