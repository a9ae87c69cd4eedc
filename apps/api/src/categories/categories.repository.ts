import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { LIKE_ESCAPE } from '../common/http/pagination';
import { within } from '../database/transactions';
import { Category } from './category.entity';
import { CategoryFormerName } from './category-former-name.entity';

/** The only door to the categories module's tables, `categories` and `category_former_names`. */
@Injectable()
export class CategoriesRepository {
  constructor(
    @InjectRepository(Category) private readonly repo: Repository<Category>,
    @InjectRepository(CategoryFormerName) private readonly formerNames: Repository<CategoryFormerName>,
  ) {}

  listByName(): Promise<Category[]> {
    return this.repo.find({ order: { name: 'ASC' } });
  }

  /** As the caller's transaction sees it: a webhook recording a rename reads the new name before the commit. */
  findById(id: number): Promise<Category | null> {
    return within(this.repo).findOneBy({ id });
  }

  findByNameKey(nameKey: string): Promise<Category | null> {
    return this.repo.findOneBy({ nameKey });
  }

  existsByNameKey(nameKey: string): Promise<boolean> {
    return this.repo.existsBy({ nameKey });
  }

  /** The category that had this (lower-cased) name before a rename. */
  async findByFormerNameKey(nameKey: string): Promise<Category | null> {
    const former = await this.formerNames.findOneBy({ nameKey });
    return former ? this.findById(former.categoryId) : null;
  }

  /** Ids of the categories whose lower-cased name matches a LIKE pattern made by likePattern(). */
  async idsWithNameLike(pattern: string): Promise<number[]> {
    const rows = await this.repo
      .createQueryBuilder('c')
      .select('c.id', 'id')
      .where(`LOWER(c.name) LIKE :pattern ${LIKE_ESCAPE}`, { pattern })
      .getRawMany<{ id: number | string }>();
    return rows.map((row) => Number(row.id));
  }

  /** A new category; its name stops being any other category's former name (in the caller's transaction). */
  async insert(fields: Omit<Category, 'id' | 'createdAt'>): Promise<Category> {
    await within(this.formerNames).delete({ nameKey: fields.nameKey });
    return within(this.repo).save(this.repo.create(fields));
  }

  /**
   * Renames and describes a category, in the caller's transaction: its old name becomes a former
   * one (unless only its case changed), and its new name stops being a former name of any category.
   */
  async update(category: Category, fields: Omit<Category, 'id' | 'createdAt'>): Promise<void> {
    if (fields.nameKey !== category.nameKey) {
      await within(this.formerNames).delete({ nameKey: fields.nameKey });
      await within(this.formerNames).insert({ nameKey: category.nameKey, categoryId: category.id });
    }
    await within(this.repo).update({ id: category.id }, fields);
  }

  /** True when a row was deleted; in the caller's transaction, where the other modules' checks ran. */
  async delete(id: number): Promise<boolean> {
    const result = await within(this.repo).delete({ id });
    return !!result.affected;
  }
}
