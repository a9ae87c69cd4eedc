import { Injectable } from '@nestjs/common';
import { EventBus } from '../common/events/event-bus';
import { On } from '../common/events/on.decorator';
import { UserRenamedEvent } from '../users/events/user-renamed.event';
import { BlogsRepository } from './blogs.repository';
import { PostsBylineChangedEvent } from './events/posts-byline-changed.event';

/**
 * Posts keep their writers' names (so a deleted account's posts still say who wrote them); a
 * rename is followed here, by the module that owns the posts, in the rename's own transaction
 * (before-commit): a rename that answered success while the posts kept the old name for good would
 * be a silent failure, so the posts carry the new name or the rename fails. The public cache is
 * cleared once it has committed.
 */
@Injectable()
export class BylineListener {
  constructor(
    private readonly repo: BlogsRepository,
    private readonly events: EventBus,
  ) {}

  @On('user.renamed', { phase: 'before-commit' })
  async onUserRenamed(event: UserRenamedEvent): Promise<void> {
    await this.repo.renameWriter(event.userId, event.newUsername);
    await this.events.emit('posts.byline-changed', new PostsBylineChangedEvent(event.userId, event.newUsername));
  }
}
