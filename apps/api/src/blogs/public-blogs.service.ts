import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { BlogSidebar, MESSAGES, PublicBlogCard, PublicBlogPost, RECENT_POSTS } from '@csec/contracts';
import { pageCount } from '../common/http/pagination';
import { CategoriesService } from '../categories/categories.service';
import { Category } from '../categories/category.entity';
import { Blog } from './blog.entity';
import { BlogLookupService } from './blog-lookup.service';
import { monthLabel, toPublicCard, toPublicPost } from './blog.view';
import { PublicListQuery } from './dto/public-list.query';

/** What visitors read: published posts only, lists without content. */
@Injectable()
export class PublicBlogsService {
  constructor(
    @InjectRepository(Blog) private readonly blogs: Repository<Blog>,
    @InjectRepository(Category) private readonly categoryRepo: Repository<Category>,
    private readonly categories: CategoriesService,
    private readonly lookup: BlogLookupService,
  ) {}

  async list(query: PublicListQuery): Promise<{ data: PublicBlogCard[]; totalPages: number; countData: number }> {
    const qb = this.blogs
      .createQueryBuilder('b')
      .leftJoinAndSelect('b.category', 'c')
      .where("b.publishStatus = 'publish'");
    if (query.category) {
      const category = await this.categories.findByNameOrTag(query.category);
      if (!category) return { data: [], totalPages: 0, countData: 0 };
      qb.andWhere('b.categoryId = :categoryId', { categoryId: category.id });
    }
    if (query.month) qb.andWhere('b.publishMonth = :month', { month: query.month });

    const [rows, countData] = await qb
      .orderBy('b.publishAt', 'DESC')
      .addOrderBy('b.id', 'DESC')
      .offset((query.page - 1) * query.limit)
      .limit(query.limit)
      .getManyAndCount();
    return { data: rows.map(toPublicCard), totalPages: pageCount(countData, query.limit), countData };
  }

  async get(slug: string): Promise<PublicBlogPost> {
    const blog = await this.lookup.findBySlug(slug, true);
    if (!blog) throw new NotFoundException(MESSAGES.blogNotFound);
    return toPublicPost(blog, await this.lookup.contributorNames(blog.id));
  }

  /** Slugs and last changes of published posts, newest first, for the sitemap (at most `max`). */
  async sitemapEntries(max: number): Promise<{ slug: string; updatedAt: Date }[]> {
    return this.blogs
      .createQueryBuilder('b')
      .select(['b.slug', 'b.updatedAt'])
      .where("b.publishStatus = 'publish'")
      .orderBy('b.publishAt', 'DESC')
      .limit(max)
      .getMany();
  }

  /** The blog sidebar in one call: recent titles, publish months and categories with counts. */
  async sidebar(): Promise<BlogSidebar> {
    const [recent, months, categories] = await Promise.all([
      this.blogs
        .createQueryBuilder('b')
        .select(['b.title', 'b.slug'])
        .where("b.publishStatus = 'publish'")
        .orderBy('b.publishAt', 'DESC')
        .addOrderBy('b.id', 'DESC')
        .limit(RECENT_POSTS)
        .getMany(),
      this.blogs
        .createQueryBuilder('b')
        .select('b.publishMonth', 'month')
        .addSelect('COUNT(*)', 'count')
        .where("b.publishStatus = 'publish'")
        .groupBy('b.publishMonth')
        .orderBy('b.publishMonth', 'DESC')
        .getRawMany<{ month: string; count: string | number }>(),
      this.categoryRepo
        .createQueryBuilder('c')
        .leftJoin(Blog, 'b', "b.categoryId = c.id AND b.publishStatus = 'publish'")
        .select('c.name', 'name')
        .addSelect('COUNT(b.id)', 'count')
        .groupBy('c.id')
        .addGroupBy('c.name')
        .orderBy('c.name', 'ASC')
        .getRawMany<{ name: string; count: string | number }>(),
    ]);
    return {
      recent: recent.map((b) => ({ title: b.title, slug: b.slug })),
      archive: months.map((m) => ({ label: monthLabel(m.month), month: m.month, count: Number(m.count) })),
      categories: categories.map((c) => ({ name: c.name, count: Number(c.count) })),
    };
  }
}
