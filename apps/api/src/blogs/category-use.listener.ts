import { ConflictException, Injectable } from '@nestjs/common';
import { API_MESSAGES } from '@csec/contracts';
import { On } from '../common/events/on.decorator';
import { coded } from '../common/http/coded';
import { CategoryDeletingEvent } from '../categories/events/category-deleting.event';
import { BlogsRepository } from './blogs.repository';

/**
 * No post loses its category: a category's deletion is refused here, in the deleting transaction,
 * while posts in any state use it, saying how many. The categories module emits and knows nothing
 * of posts; the foreign key (RESTRICT) stands behind this for a post saved into it meanwhile.
 */
@Injectable()
export class CategoryUseListener {
  constructor(private readonly repo: BlogsRepository) {}

  @On('category.deleting', { phase: 'before-commit' })
  async refuseWhileUsed(event: CategoryDeletingEvent): Promise<void> {
    const used = await this.repo.countInCategory(event.categoryId);
    if (used > 0) throw new ConflictException(coded('category.in_use', API_MESSAGES.categoryInUse(used), { count: used }));
  }
}
