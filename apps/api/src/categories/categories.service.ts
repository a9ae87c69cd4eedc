import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { EventBus } from '../common/events/event-bus';
import { QueryFailedError } from 'typeorm';
import { API_MESSAGES, FEATURED_CATEGORIES } from '@csec/contracts';
import type { CategoryView } from '../common/views/api-views';
import { likePattern } from '../common/http/pagination';
import { CategoriesRepository } from './categories.repository';
import { Category } from './category.entity';
import { CreateCategoryDto } from './dto/create-category.dto';
import { CategoryAddedEvent } from './events/category-added.event';
import { CategoryDeletedEvent } from './events/category-deleted.event';
import { CategoryDeletingEvent } from './events/category-deleting.event';
import { coded } from '../common/http/coded';
import { isStillReferenced } from '../database/db-errors';
import { Transactions } from '../database/transactions';

const toView = (c: Category): CategoryView => ({ id: c.id, name: c.name, description: c.description });

/** The categories module's exported face: other modules get views, never the entity or the table. */
@Injectable()
export class CategoriesService {
  constructor(
    private readonly repo: CategoriesRepository,
    private readonly events: EventBus,
    private readonly transactions: Transactions,
  ) {}

  /** Every category, by name. */
  async list(): Promise<CategoryView[]> {
    const rows = await this.repo.listByName();
    return rows.map(toView);
  }

  async findById(id: number): Promise<CategoryView | null> {
    const row = await this.repo.findById(id);
    return row ? toView(row) : null;
  }

  /**
   * Finds a category by name, ignoring case. The blog's featured tile links to
   * 'annoucement' (sic), so a featured tag also reaches its category.
   */
  async findByNameOrTag(nameOrTag: string): Promise<CategoryView | null> {
    const key = nameOrTag.trim().toLowerCase();
    const featured = FEATURED_CATEGORIES.find((c) => c.tag === key);
    const row = await this.repo.findByNameKey(featured ? featured.name.toLowerCase() : key);
    return row ? toView(row) : null;
  }

  /** Ids of the categories whose name contains `text`, ignoring case (the staff post search). */
  idsMatching(text: string): Promise<number[]> {
    return this.repo.idsWithNameLike(likePattern(text.toLowerCase()));
  }

  async create(dto: CreateCategoryDto): Promise<CategoryView> {
    const nameKey = dto.name.toLowerCase();
    if (await this.repo.existsByNameKey(nameKey)) throw new ConflictException(coded('category.name_taken', API_MESSAGES.categoryNameTaken));
    let saved: Category;
    try {
      saved = await this.repo.save({ name: dto.name, nameKey, description: dto.description });
    } catch (error) {
      if (error instanceof QueryFailedError && /UNIQUE|Duplicate entry/i.test(error.message)) {
        throw new ConflictException(coded('category.name_taken', API_MESSAGES.categoryNameTaken));
      }
      throw error;
    }
    await this.events.emit('category.added', new CategoryAddedEvent(saved.id, saved.name));
    return toView(saved);
  }

  /** The featured categories that are missing (first start). */
  async addFeatured(): Promise<void> {
    for (const { name, description } of FEATURED_CATEGORIES) {
      const nameKey = name.toLowerCase();
      if (await this.repo.existsByNameKey(nameKey)) continue;
      const saved = await this.repo.save({ name, nameKey, description });
      await this.events.emit('category.added', new CategoryAddedEvent(saved.id, saved.name));
    }
  }

  /**
   * Refused while posts use the category, so no post ever loses its category. The modules whose
   * rows use categories refuse inside the deleting transaction (category.deleting: the blogs module
   * answers 409 `category.in_use` with the count); this module knows none of them.
   */
  async remove(id: number): Promise<void> {
    const category = await this.repo.findById(id);
    if (!category) throw new NotFoundException(coded('category.not_found', API_MESSAGES.categoryNotFound));
    const deleting = new CategoryDeletingEvent(id, category.name);
    try {
      await this.transactions.run(async () => {
        await this.events.emit('category.deleting', deleting);
        // A delete racing this one may have got there first: nothing left to announce.
        if (await this.repo.delete(id)) await this.events.emit('category.deleted', new CategoryDeletedEvent(id, category.name));
      });
    } catch (error) {
      // A post saved into it after the check: the foreign key refused the delete. Asked again, its module says how many now.
      if (!isStillReferenced(error)) throw error;
      await this.transactions.run(() => this.events.emit('category.deleting', deleting));
      throw error;
    }
  }
}
