import { Injectable } from '@nestjs/common';
import { EventBus } from '../common/events/event-bus';
import { On } from '../common/events/on.decorator';
import { UserRenamedEvent } from '../users/events/user-renamed.event';
import { BlogsRepository } from './blogs.repository';
import { PostsBylineChangedEvent } from './events/posts-byline-changed.event';

/**
 * Posts keep their writers' names (so a deleted account's posts still say who wrote them); a
 * rename is followed here, by the module that owns the posts. Awaited by the rename's emit,
 * so the answer to the rename is sent after the posts carry the new name and the cache is cleared.
 */
@Injectable()
export class BylineListener {
  constructor(
    private readonly repo: BlogsRepository,
    private readonly events: EventBus,
  ) {}

  @On('user.renamed')
  async onUserRenamed(event: UserRenamedEvent): Promise<void> {
    await this.repo.renameWriter(event.userId, event.newUsername);
    await this.events.emit('posts.byline-changed', new PostsBylineChangedEvent(event.userId, event.newUsername));
  }
}
