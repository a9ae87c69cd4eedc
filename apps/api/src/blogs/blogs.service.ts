import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, DataSource, EntityManager, Repository } from 'typeorm';
import { API_MESSAGES, BlogListItem, BlogView, MESSAGES, PAGE_SIZE, VALIDATION } from '@csec/contracts';
import type { AuthUser } from '../common/guards/auth-user';
import { PublicCacheService } from '../common/cache/public-cache.service';
import { LIKE_ESCAPE, likePattern, offsetOf, pageCount } from '../common/http/pagination';
import { ValidationFailedException } from '../common/http/validation-failed.exception';
import { CategoriesService } from '../categories/categories.service';
import { Blog } from './blog.entity';
import { BlogContributor } from './blog-contributor.entity';
import { excerptOf, isBlankHtml, sanitizeBlogHtml } from './blog-html';
import { BlogLookupService } from './blog-lookup.service';
import { assertCanChangePost } from './blog-policy';
import { BlogSlug } from './blog-slug.entity';
import { monthOf, toBlogListItem, toBlogView } from './blog.view';
import { CreateBlogDto, UpdateBlogDto } from './dto/save-blog.dto';
import { slugify, uniqueSlug } from './slug';

@Injectable()
export class BlogsService {
  constructor(
    @InjectRepository(Blog) private readonly blogs: Repository<Blog>,
    private readonly lookup: BlogLookupService,
    private readonly categories: CategoriesService,
    private readonly cache: PublicCacheService,
    private readonly dataSource: DataSource,
  ) {}

  /** Staff list: 15 a page, newest first; query matches title, category, author or status. */
  async list(page: number, query: string | undefined): Promise<{ data: BlogListItem[]; totalPages: number; countData: number }> {
    const qb = this.blogs.createQueryBuilder('b').leftJoinAndSelect('b.category', 'c');
    if (query) {
      const pattern = likePattern(query.toLowerCase());
      qb.where(
        new Brackets((w) =>
          w
            .where(`LOWER(b.title) LIKE :pattern ${LIKE_ESCAPE}`, { pattern })
            .orWhere(`LOWER(c.name) LIKE :pattern ${LIKE_ESCAPE}`, { pattern })
            .orWhere(`LOWER(b.createdBy) LIKE :pattern ${LIKE_ESCAPE}`, { pattern })
            .orWhere(`b.publishStatus LIKE :pattern ${LIKE_ESCAPE}`, { pattern }),
        ),
      );
    }
    const [rows, countData] = await qb
      .orderBy('b.createdAt', 'DESC')
      .addOrderBy('b.id', 'DESC')
      .offset(offsetOf(page))
      .limit(PAGE_SIZE)
      .getManyAndCount();
    return { data: rows.map(toBlogListItem), totalPages: pageCount(countData), countData };
  }

  async get(slug: string): Promise<BlogView> {
    const blog = await this.lookup.findBySlug(slug);
    if (!blog) throw new NotFoundException(MESSAGES.blogNotFound);
    return toBlogView(blog, await this.lookup.contributorNames(blog.id));
  }

  async create(actor: AuthUser, dto: CreateBlogDto): Promise<Blog> {
    const categoryId = await this.resolveCategoryId(dto);
    const content = sanitizeBlogHtml(dto.content ?? '');
    const slug = await uniqueSlug(slugify(dto.title), (s) => this.lookup.isSlugTaken(s));
    const saved = await this.blogs.save(
      this.blogs.create({
        slug,
        title: dto.title,
        content,
        excerpt: excerptOf(content),
        cover: dto.cover ?? null,
        categoryId: categoryId ?? null,
        eventDate: dto.eventDate ?? null,
        publishStatus: 'draft',
        publishAt: null,
        publishMonth: null,
        authorId: actor.id,
        createdBy: actor.username,
        updatedById: actor.id,
        updatedBy: actor.username,
      }),
    );
    this.cache.invalidate();
    return saved;
  }

  async update(actor: AuthUser, blogId: number, dto: UpdateBlogDto): Promise<Blog> {
    const blog = await this.findOrFail(blogId);
    assertCanChangePost(actor, blog);
    if (blog.publishStatus === 'publish') throw new ConflictException(VALIDATION.publishedLocked);

    const categoryId = await this.resolveCategoryId(dto);
    const patch: Partial<Blog> = { updatedById: actor.id, updatedBy: actor.username };
    if (dto.title !== undefined && dto.title !== blog.title) {
      patch.title = dto.title;
      const base = slugify(dto.title);
      // 'my-title-2' already belongs to the title 'My Title': keep it rather than churn links.
      if (!new RegExp(`^${base}(-\\d+)?$`).test(blog.slug)) {
        patch.slug = await uniqueSlug(base, (s) => this.lookup.isSlugTaken(s, blog.id));
      }
    }
    if (categoryId !== undefined) patch.categoryId = categoryId;
    if (dto.content !== undefined) {
      patch.content = sanitizeBlogHtml(dto.content ?? '');
      patch.excerpt = excerptOf(patch.content);
    }
    if (dto.cover !== undefined) patch.cover = dto.cover;
    if (dto.eventDate !== undefined) patch.eventDate = dto.eventDate;

    await this.dataSource.transaction(async (manager) => {
      if (patch.slug) await this.keepOldSlug(manager, blog.id, blog.slug, patch.slug);
      await manager.update(Blog, { id: blog.id }, patch);
      await this.recordContributor(manager, blog, actor);
    });
    this.cache.invalidate();
    return this.findOrFail(blog.id);
  }

  async remove(actor: AuthUser, blogId: number): Promise<void> {
    const blog = await this.findOrFail(blogId);
    assertCanChangePost(actor, blog);
    await this.blogs.delete({ id: blog.id });
    this.cache.invalidate();
  }

  /** Publishing needs a category, content that shows something, and a cover. */
  async publish(actor: AuthUser, slug: string): Promise<void> {
    const blog = await this.findBySlugOrFail(slug);
    assertCanChangePost(actor, blog);
    const errors: Record<string, string> = {};
    if (!blog.categoryId) errors.category = VALIDATION.categoryRequiredToPublish;
    if (isBlankHtml(blog.content)) errors.content = VALIDATION.contentRequiredToPublish;
    if (!blog.cover) errors.cover = VALIDATION.coverRequiredToPublish;
    if (Object.keys(errors).length > 0) throw new ValidationFailedException(errors);

    const now = new Date();
    await this.blogs.update(
      { id: blog.id },
      { publishStatus: 'publish', publishAt: now, publishMonth: monthOf(now), updatedById: actor.id, updatedBy: actor.username },
    );
    this.cache.invalidate();
  }

  async draft(actor: AuthUser, slug: string): Promise<void> {
    const blog = await this.findBySlugOrFail(slug);
    assertCanChangePost(actor, blog);
    await this.blogs.update(
      { id: blog.id },
      { publishStatus: 'draft', publishAt: null, publishMonth: null, updatedById: actor.id, updatedBy: actor.username },
    );
    this.cache.invalidate();
  }

  private async findOrFail(id: number): Promise<Blog> {
    const blog = await this.lookup.findById(id);
    if (!blog) throw new NotFoundException(MESSAGES.blogNotFound);
    return blog;
  }

  private async findBySlugOrFail(slug: string): Promise<Blog> {
    const blog = await this.lookup.findBySlug(slug);
    if (!blog) throw new NotFoundException(MESSAGES.blogNotFound);
    return blog;
  }

  /** categoryId (or the spec's `category`): undefined = unchanged, null = none, else must exist. */
  private async resolveCategoryId(dto: UpdateBlogDto): Promise<number | null | undefined> {
    const id = dto.categoryId !== undefined ? dto.categoryId : dto.category;
    if (id === undefined || id === null) return id;
    if (!(await this.categories.findById(id))) {
      throw new BadRequestException(API_MESSAGES.categoryNotFound);
    }
    return id;
  }

  /** The former slug keeps pointing at the post; taking back one's own old slug frees it. */
  private async keepOldSlug(manager: EntityManager, blogId: number, oldSlug: string, newSlug: string): Promise<void> {
    await manager.delete(BlogSlug, { slug: newSlug, blogId });
    await manager.insert(BlogSlug, { slug: oldSlug, blogId });
  }

  private async recordContributor(manager: EntityManager, blog: Blog, actor: AuthUser): Promise<void> {
    if (blog.authorId === actor.id) return;
    const exists = await manager.existsBy(BlogContributor, { blogId: blog.id, userId: actor.id });
    if (!exists) await manager.insert(BlogContributor, { blogId: blog.id, userId: actor.id });
  }
}
