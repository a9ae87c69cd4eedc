import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { EventBus } from '../common/events/event-bus';
import { API_MESSAGES, FEATURED_CATEGORIES } from '@csec/contracts';
import type { CategoryView } from '../common/views/api-views';
import { likePattern } from '../common/http/pagination';
import { CategoriesRepository } from './categories.repository';
import { Category } from './category.entity';
import { CreateCategoryDto } from './dto/create-category.dto';
import { UpdateCategoryDto } from './dto/update-category.dto';
import { CategoryChangedEvent } from './events/category-changed.event';
import { CategoryAddedEvent } from './events/category-added.event';
import { CategoryDeletedEvent } from './events/category-deleted.event';
import { CategoryDeletingEvent } from './events/category-deleting.event';
import { coded } from '../common/http/coded';
import { isStillReferenced, isUniqueViolation } from '../database/db-errors';
import { Transactions } from '../database/transactions';

const toView = (c: Category): CategoryView => ({
  id: c.id,
  name: c.name,
  description: c.description,
  indonesianName: c.indonesianName,
  indonesianDescription: c.indonesianDescription,
});
const nameTaken = () => new ConflictException(coded('category.name_taken', API_MESSAGES.categoryNameTaken));
/** The name key a tag stands for: the featured tiles' tags stand for their categories' names. */
function nameKeyOfTag(nameOrTag: string): string {
  const key = nameOrTag.trim().toLowerCase();
  return FEATURED_CATEGORIES.find((c) => c.tag === key)?.name.toLowerCase() ?? key;
}

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
   * Finds a category by name, ignoring case, or by a name it had before a rename (its old tag URLs).
   * The blog's featured tile links to 'annoucement' (sic), so a featured tag also reaches its category.
   */
  async findByNameOrTag(nameOrTag: string): Promise<CategoryView | null> {
    const nameKey = nameKeyOfTag(nameOrTag);
    const row = (await this.repo.findByNameKey(nameKey)) ?? (await this.repo.findByFormerNameKey(nameKey));
    return row ? toView(row) : null;
  }

  /** The current name of the category that `nameOrTag` names only as a former name (a tag from before a rename), else null. */
  async renamedTo(nameOrTag: string): Promise<string | null> {
    const nameKey = nameKeyOfTag(nameOrTag);
    if (await this.repo.existsByNameKey(nameKey)) return null;
    return (await this.repo.findByFormerNameKey(nameKey))?.name ?? null;
  }

  /** Ids of the categories whose name contains `text`, ignoring case (the staff post search). */
  idsMatching(text: string): Promise<number[]> {
    return this.repo.idsWithNameLike(likePattern(text.toLowerCase()));
  }

  async create(dto: CreateCategoryDto): Promise<CategoryView> {
    const nameKey = dto.name.toLowerCase();
    if (await this.repo.existsByNameKey(nameKey)) throw nameTaken();
    const saved = await this.refusingTakenName(() =>
      this.transactions.run(async () => {
        const row = await this.repo.insert({
          name: dto.name,
          nameKey,
          description: dto.description,
          indonesianName: dto.indonesianName ?? '',
          indonesianDescription: dto.indonesianDescription ?? '',
        });
        await this.events.emit('category.added', new CategoryAddedEvent(row.id, row.name));
        return row;
      }),
    );
    return toView(saved);
  }

  /**
   * Renames and describes a category; its old name keeps reaching it (findByNameOrTag), as a post's old
   * slug does. An Indonesian field left out stays as it was.
   */
  async update(id: number, dto: UpdateCategoryDto): Promise<CategoryView> {
    const category = await this.repo.findById(id);
    if (!category) throw new NotFoundException(coded('category.not_found', API_MESSAGES.categoryNotFound));
    const nameKey = dto.name.toLowerCase();
    if (nameKey !== category.nameKey && (await this.repo.existsByNameKey(nameKey))) throw nameTaken();
    const changed = {
      name: dto.name,
      nameKey,
      description: dto.description,
      indonesianName: dto.indonesianName ?? category.indonesianName,
      indonesianDescription: dto.indonesianDescription ?? category.indonesianDescription,
    };
    const same = (['name', 'description', 'indonesianName', 'indonesianDescription'] as const).every((field) => changed[field] === category[field]);
    if (same) return toView(category);
    await this.refusingTakenName(() =>
      this.transactions.run(async () => {
        await this.repo.update(category, changed);
        const indonesianChanged = changed.indonesianName !== category.indonesianName || changed.indonesianDescription !== category.indonesianDescription;
        const event = new CategoryChangedEvent(id, changed.name, category.name, changed.description !== category.description, indonesianChanged);
        await this.events.emit('category.changed', event);
      }),
    );
    return toView({ ...category, ...changed });
  }

  /** Two saves racing for one name both passed the check; the unique key refuses the second. */
  private async refusingTakenName<T>(save: () => Promise<T>): Promise<T> {
    try {
      return await save();
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTaken();
      throw error;
    }
  }

  /** The featured categories that are missing (first start). */
  async addFeatured(): Promise<void> {
    for (const { name, description, indonesianName, indonesianDescription } of FEATURED_CATEGORIES) {
      const nameKey = name.toLowerCase();
      if (await this.repo.existsByNameKey(nameKey)) continue;
      const saved = await this.repo.insert({ name, nameKey, description, indonesianName, indonesianDescription });
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
