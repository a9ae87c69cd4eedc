import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { QueryFailedError, Repository } from 'typeorm';
import { API_MESSAGES, CategoryView, FEATURED_CATEGORIES } from '@csec/contracts';
import { Blog } from '../blogs/blog.entity';
import { PublicCacheService } from '../common/cache/public-cache.service';
import { Category } from './category.entity';
import { CreateCategoryDto } from './dto/create-category.dto';

const toView = (c: Category): CategoryView => ({ id: c.id, name: c.name, description: c.description });

@Injectable()
export class CategoriesService {
  constructor(
    @InjectRepository(Category) private readonly repo: Repository<Category>,
    @InjectRepository(Blog) private readonly blogs: Repository<Blog>,
    private readonly cache: PublicCacheService,
  ) {}

  async list(): Promise<CategoryView[]> {
    const rows = await this.repo.find({ order: { name: 'ASC' } });
    return rows.map(toView);
  }

  async findById(id: number): Promise<Category | null> {
    return this.repo.findOneBy({ id });
  }

  /**
   * Finds a category by name, ignoring case. The blog's featured tile links to
   * 'annoucement' (sic), so a featured tag also reaches its category.
   */
  async findByNameOrTag(nameOrTag: string): Promise<Category | null> {
    const key = nameOrTag.trim().toLowerCase();
    const featured = FEATURED_CATEGORIES.find((c) => c.tag === key);
    return this.repo.findOneBy({ nameKey: featured ? featured.name.toLowerCase() : key });
  }

  async create(dto: CreateCategoryDto): Promise<CategoryView> {
    const nameKey = dto.name.toLowerCase();
    if (await this.repo.existsBy({ nameKey })) throw new ConflictException(API_MESSAGES.categoryNameTaken);
    try {
      const saved = await this.repo.save(this.repo.create({ name: dto.name, nameKey, description: dto.description }));
      this.cache.invalidate();
      return toView(saved);
    } catch (error) {
      if (error instanceof QueryFailedError && /UNIQUE|Duplicate entry/i.test(error.message)) {
        throw new ConflictException(API_MESSAGES.categoryNameTaken);
      }
      throw error;
    }
  }

  /** Refused while posts use the category, so no post ever loses its category. */
  async remove(id: number): Promise<void> {
    if (!(await this.repo.existsBy({ id }))) throw new NotFoundException(API_MESSAGES.categoryNotFound);
    const used = await this.blogs.countBy({ categoryId: id });
    if (used > 0) throw new ConflictException(API_MESSAGES.categoryInUse(used));
    await this.repo.delete({ id });
    this.cache.invalidate();
  }
}
