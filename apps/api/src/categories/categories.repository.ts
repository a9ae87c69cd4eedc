import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { LIKE_ESCAPE } from '../common/http/pagination';
import { within } from '../database/transactions';
import { Category } from './category.entity';

/** The only door to the `categories` table; the categories module's own. */
@Injectable()
export class CategoriesRepository {
  constructor(@InjectRepository(Category) private readonly repo: Repository<Category>) {}

  listByName(): Promise<Category[]> {
    return this.repo.find({ order: { name: 'ASC' } });
  }

  findById(id: number): Promise<Category | null> {
    return this.repo.findOneBy({ id });
  }

  findByNameKey(nameKey: string): Promise<Category | null> {
    return this.repo.findOneBy({ nameKey });
  }

  existsByNameKey(nameKey: string): Promise<boolean> {
    return this.repo.existsBy({ nameKey });
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

  save(fields: Pick<Category, 'name' | 'nameKey' | 'description'>): Promise<Category> {
    return this.repo.save(this.repo.create(fields));
  }

  /** True when a row was deleted; in the caller's transaction, where the other modules' checks ran. */
  async delete(id: number): Promise<boolean> {
    const result = await within(this.repo).delete({ id });
    return !!result.affected;
  }
}
