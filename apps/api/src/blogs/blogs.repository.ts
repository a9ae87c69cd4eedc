import { ConflictException, Injectable, NotFoundException, type OnModuleDestroy } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, Not, Repository, type EntityTarget, type FindOptionsWhere } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { LOCKED_STATUSES, MESSAGES, PAGE_SIZE, PUBLISH_STATUS, SCHEDULED_STATUS, VALIDATION, type PublishStatus, type SiteLanguage } from '@csec/contracts';
import { LIKE_ESCAPE, offsetOf } from '../common/http/pagination';
import { isUniqueViolation } from '../database/db-errors';
import { statementRetried, Transactions, within } from '../database/transactions';
import { Blog } from './blog.entity';
import { BlogContributor } from './blog-contributor.entity';
import { BlogIntegrationContributor } from './blog-integration-contributor.entity';
import { BlogSlug } from './blog-slug.entity';
import { BlogRevisionsRepository } from './blog-revisions.repository';
import { coded } from '../common/http/coded';
import { textSearchFor, type PublishedFilter, type TextSearch } from './search/text-search';

/**
 * The only door to the blogs module's tables `blogs`, `blog_slugs` and `blog_contributors` (and,
 * on SQLite, `blogs_fts`, the search index that triggers keep in step with `blogs`); its saves
 * store their revision through BlogRevisionsRepository in the same transaction. Post states are
 * bound as parameters (PUBLISH_STATUS, ...), never spelled in SQL; no query joins another module's table.
 */
@Injectable()
export class BlogsRepository implements OnModuleDestroy {
  private readonly textSearch: TextSearch;

  constructor(
    @InjectRepository(Blog) private readonly blogs: Repository<Blog>,
    @InjectRepository(BlogSlug) private readonly oldSlugs: Repository<BlogSlug>,
    @InjectRepository(BlogContributor) private readonly contributors: Repository<BlogContributor>,
    @InjectRepository(BlogIntegrationContributor) private readonly integrationContributors: Repository<BlogIntegrationContributor>,
    private readonly revisions: BlogRevisionsRepository,
    private readonly dataSource: DataSource,
    private readonly transactions: Transactions,
  ) {
    this.textSearch = textSearchFor(dataSource);
  }

  onModuleDestroy(): Promise<void> {
    return this.textSearch.destroy();
  }

  // ---- staff reads ----

  /**
   * 15 a page, newest first. `words` (from searchWords) are looked for in the title and text
   * through the full-text index; `pattern` (from likePattern) matches the author's name or the
   * state; `categoryIds` are the categories whose name matched (asked of the categories module).
   * A post that meets any of them is listed. `language`: only posts in it.
   */
  staffPage(page: number, search?: { words: string[]; pattern: string; categoryIds: number[] }, language?: SiteLanguage): Promise<[Blog[], number]> {
    const qb = this.blogs.createQueryBuilder('b');
    if (language) qb.andWhere('b.language = :language', { language });
    if (search) {
      const { words, pattern, categoryIds } = search;
      const conditions = [`LOWER(b.createdBy) LIKE :pattern ${LIKE_ESCAPE}`, `b.publishStatus LIKE :pattern ${LIKE_ESCAPE}`];
      if (words.length > 0) conditions.unshift(this.textSearch.matches(qb, words));
      if (categoryIds.length > 0) conditions.push('b.categoryId IN (:...categoryIds)');
      qb.andWhere(`(${conditions.join(' OR ')})`, { pattern, categoryIds });
    }
    return qb.orderBy('b.createdAt', 'DESC').addOrderBy('b.id', 'DESC').offset(offsetOf(page)).limit(PAGE_SIZE).getManyAndCount();
  }

  /** The post in `language` whose slug is, or once was, `slug`; with its content. */
  async findBySlug(slug: string, language: SiteLanguage, onlyPublished = false): Promise<Blog | null> {
    const current = await this.withContent(onlyPublished).andWhere('b.slug = :slug AND b.language = :language', { slug, language }).getOne();
    if (current) return current;
    const old = await this.oldSlugs.findOneBy({ slug, language });
    return old ? this.withContent(onlyPublished).andWhere('b.id = :id', { id: old.blogId }).getOne() : null;
  }

  /**
   * Whether a published post has this slug, now or before: whether its page exists. Reads ids
   * only, for the not-found check every uncached post page makes before it renders.
   */
  async isPublishedSlug(slug: string, language: SiteLanguage): Promise<boolean> {
    if (await this.blogs.exists({ where: { slug, language, publishStatus: PUBLISH_STATUS } })) return true;
    const old = await this.oldSlugs.findOne({ where: { slug, language }, select: { blogId: true } });
    return !!old && this.blogs.exists({ where: { id: old.blogId, publishStatus: PUBLISH_STATUS } });
  }

  /** The post without its content (its state, its author). */
  findWithoutContent(id: number): Promise<Blog | null> {
    return this.blogs.findOneBy({ id });
  }

  findById(id: number): Promise<Blog | null> {
    return this.withContent(false).andWhere('b.id = :id', { id }).getOne();
  }

  /** A post without its content, as the caller's transaction sees it (a webhook's snapshot of the change it reports). */
  findWithin(id: number): Promise<Blog | null> {
    return within(this.blogs).findOneBy({ id });
  }

  /** Taken in `language` by any post, now or before, other than `exceptBlogId`. */
  async isSlugTaken(slug: string, language: SiteLanguage, exceptBlogId?: number): Promise<boolean> {
    const current = await this.blogs.findOne({ where: { slug, language }, select: { id: true } });
    if (current && current.id !== exceptBlogId) return true;
    const old = await this.oldSlugs.findOneBy({ slug, language });
    return !!old && old.blogId !== exceptBlogId;
  }

  /** Ids of the accounts other than the creator that have saved the post. */
  async contributorIds(blogId: number): Promise<number[]> {
    const rows = await this.contributors.find({ where: { blogId }, select: { userId: true } });
    return rows.map((row) => row.userId);
  }

  /** Names of the integrations other than the creator that have saved the post. */
  async integrationContributorNames(blogId: number): Promise<string[]> {
    const rows = await this.integrationContributors.find({ where: { blogId }, select: { name: true } });
    return rows.map((row) => row.name);
  }

  /** Posts in any state that use the category (in the caller's transaction: a category's deletion). */
  countInCategory(categoryId: number): Promise<number> {
    return within(this.blogs).countBy({ categoryId });
  }

  /** Posts in any state, and published ones, per categoryId (categories no post uses are absent). */
  async countsByCategory(): Promise<Map<number, { posts: number; published: number }>> {
    const rows = await this.blogs
      .createQueryBuilder('b')
      .select('b.categoryId', 'categoryId')
      .addSelect('COUNT(*)', 'posts')
      .addSelect('SUM(CASE WHEN b.publishStatus = :published THEN 1 ELSE 0 END)', 'published')
      .where('b.categoryId IS NOT NULL')
      .setParameter('published', PUBLISH_STATUS)
      .groupBy('b.categoryId')
      .getRawMany<{ categoryId: string | number; posts: string | number; published: string | number | null }>();
    return new Map(rows.map((row) => [Number(row.categoryId), { posts: Number(row.posts), published: Number(row.published ?? 0) }]));
  }

  // ---- public reads: published posts only ----

  publishedPage(filter: PublishedFilter): Promise<[Blog[], number]> {
    return this.publishedIn(filter).orderBy('b.publishAt', 'DESC').addOrderBy('b.id', 'DESC').offset(filter.offset).limit(filter.limit).getManyAndCount();
  }

  /**
   * Published posts holding every one of `words` (from searchWords, not empty) in the title or
   * text, most relevant first (a title match before a text match); with their text.
   */
  async publishedSearch(words: string[], filter: PublishedFilter): Promise<[Blog[], number]> {
    const { ids, total } = await this.textSearch.publishedPage(this.publishedIn(filter), words, filter);
    if (ids.length === 0) return [[], total];
    const rows = await this.blogs.createQueryBuilder('b').addSelect('b.bodyText').whereInIds(ids).getMany();
    const byId = new Map(rows.map((blog) => [blog.id, blog]));
    // In the index's order; a post deleted between the two reads is left out.
    return [ids.flatMap((id) => byId.get(id) ?? []), total];
  }

  /** Slugs, languages, translation groups and last changes, newest first (at most `max`), in every language. */
  publishedSlugs(max: number): Promise<Pick<Blog, 'slug' | 'language' | 'translationGroup' | 'updatedAt'>[]> {
    return this.published()
      .select(['b.slug', 'b.language', 'b.translationGroup', 'b.updatedAt'])
      .orderBy('b.publishAt', 'DESC')
      .addOrderBy('b.id', 'DESC')
      .limit(max)
      .getMany();
  }

  /** Titles and slugs of the newest `max` in `language`. */
  recentPublished(language: SiteLanguage, max: number): Promise<{ title: string; slug: string }[]> {
    return this.published(language).select(['b.title', 'b.slug']).orderBy('b.publishAt', 'DESC').addOrderBy('b.id', 'DESC').limit(max).getMany();
  }

  /** 'YYYY-MM' months with their counts in `language`, newest first. */
  async publishedMonths(language: SiteLanguage): Promise<{ month: string; count: number }[]> {
    const rows = await this.published(language)
      .select('b.publishMonth', 'month')
      .addSelect('COUNT(*)', 'count')
      .groupBy('b.publishMonth')
      .orderBy('b.publishMonth', 'DESC')
      .getRawMany<{ month: string; count: string | number }>();
    return rows.map((row) => ({ month: row.month, count: Number(row.count) }));
  }

  /** Published posts in `language` per categoryId (categories without one are absent). */
  async publishedCountsByCategory(language: SiteLanguage): Promise<Map<number, number>> {
    const rows = await this.published(language)
      .select('b.categoryId', 'categoryId')
      .addSelect('COUNT(*)', 'count')
      .andWhere('b.categoryId IS NOT NULL')
      .groupBy('b.categoryId')
      .getRawMany<{ categoryId: string | number; count: string | number }>();
    return new Map(rows.map((row) => [Number(row.categoryId), Number(row.count)]));
  }

  // ---- translations ----

  /** The post linked to `blog` as its translation, as the current transaction sees it; null when it has none. */
  translationOf(blog: Pick<Blog, 'id' | 'translationGroup'>): Promise<Blog | null> {
    if (blog.translationGroup === null) return Promise.resolve(null);
    return within(this.blogs)
      .createQueryBuilder('b')
      .where('b.translationGroup = :group AND b.id <> :id', { group: blog.translationGroup, id: blog.id })
      .getOne();
  }

  /** For each post of `blogs` that has a translation, the translation's id, language and slug (the staff list's column). */
  async translationsOf(blogs: Pick<Blog, 'id' | 'translationGroup'>[]): Promise<Map<number, Pick<Blog, 'id' | 'language' | 'slug' | 'publishStatus'>>> {
    const groups = [...new Set(blogs.flatMap((blog) => (blog.translationGroup === null ? [] : [blog.translationGroup])))];
    if (groups.length === 0) return new Map();
    const rows = await this.blogs.find({
      where: { translationGroup: In(groups) },
      select: { id: true, language: true, slug: true, translationGroup: true, publishStatus: true },
    });
    const byPost = new Map<number, Pick<Blog, 'id' | 'language' | 'slug' | 'publishStatus'>>();
    for (const blog of blogs) {
      const other = rows.find((row) => row.translationGroup === blog.translationGroup && row.id !== blog.id);
      if (other) byPost.set(blog.id, other);
    }
    return byPost;
  }

  /**
   * Links two posts of different languages as translations, within the caller's transaction, when
   * neither is linked yet; throws LinkLost when one of them was linked (or deleted) meanwhile, so the
   * transaction rolls back. The group is the first post's id. Written without the entity's version
   * and updatedAt: a link changes neither post's text, so an editor open on either must not find its
   * next save stale.
   */
  async link(first: Pick<Blog, 'id'>, second: Pick<Blog, 'id'>): Promise<void> {
    for (const blog of [first, second]) {
      const result = await within(this.blogs)
        .createQueryBuilder()
        .update(Blog)
        .set({ translationGroup: first.id, ...UNCHANGED_VERSION })
        .where('id = :id AND translationGroup IS NULL', { id: blog.id })
        .execute()
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? new LinkLost() : error;
        });
      if (!result.affected) throw new LinkLost();
    }
  }

  /** Unlinks a post from its translation: both leave the group (a group of one means nothing). As `link`, not an edit of either post. */
  async unlink(blog: Pick<Blog, 'translationGroup'>): Promise<void> {
    if (blog.translationGroup === null) return;
    await statementRetried(() =>
      within(this.blogs)
        .createQueryBuilder()
        .update(Blog)
        .set({ translationGroup: null, ...UNCHANGED_VERSION })
        .where('translationGroup = :group', { group: blog.translationGroup })
        .execute(),
    );
  }

  // ---- the scheduler's ----

  /** Scheduled posts whose time has come, the longest due first (at most `max`), with who scheduled them. */
  dueScheduled(now: Date, max: number): Promise<Pick<Blog, 'id' | 'slug' | 'title' | 'publishAt' | 'updatedById' | 'updatedBy'>[]> {
    return this.scheduled()
      .select(['b.id', 'b.slug', 'b.title', 'b.publishAt', 'b.updatedById', 'b.updatedBy'])
      .andWhere('b.publishAt <= :now', { now })
      .orderBy('b.publishAt', 'ASC')
      .addOrderBy('b.id', 'ASC')
      .limit(max)
      .getMany();
  }

  /** The time of the next scheduled post; null when none waits. */
  async nextScheduledAt(): Promise<Date | null> {
    const next = await this.scheduled().select(['b.id', 'b.publishAt']).orderBy('b.publishAt', 'ASC').limit(1).getOne();
    return next?.publishAt ?? null;
  }

  /**
   * Publishes a scheduled post whose time has come, as one conditional UPDATE: the database lets
   * exactly one of several processes (or of a cancel or reschedule racing it) change the row from
   * scheduled, so only the caller that gets true announces the publish. On MySQL the row lock makes
   * a second UPDATE wait for the first to commit and then find the post no longer scheduled; on
   * SQLite writes to the file are serialised. Needs no lease table and leaves nothing behind when a
   * process dies mid-way: the UPDATE either committed or it did not.
   */
  async claimScheduled(id: number, now: Date, publishMonth: string): Promise<boolean> {
    const result = await statementRetried(() =>
      within(this.blogs)
        .createQueryBuilder()
        .update(Blog)
        .set({ publishStatus: PUBLISH_STATUS, publishMonth })
        .where('id = :id', { id })
        .andWhere('publishStatus = :scheduled', { scheduled: SCHEDULED_STATUS })
        .andWhere('publishAt <= :now', { now })
        .execute(),
    );
    return !!result.affected;
  }

  // ---- writes ----

  /** A new post and its first revision, signed by its creator, in one transaction. */
  insert(fields: Omit<Blog, 'id' | 'createdAt' | 'updatedAt' | 'version'>): Promise<Blog> {
    return this.dataSource.transaction(async (manager) => {
      const saved = await manager.save(manager.create(Blog, fields));
      await this.revisions.record(manager, saved.id, saved, { id: saved.authorId, username: saved.createdBy });
      return saved;
    });
  }

  /**
   * Saves a draft in one transaction: only a draft is written (a publish, a schedule or a delete that
   * came in meanwhile wins, 409 or 404), and, when `version` is given, only that version of it (a save
   * that came in meanwhile wins: 'stale'); a new slug keeps the old one for old links; an account
   * other than the creator is recorded as a contributor; the post as saved is stored as a revision
   * (`restoredFromId` names the revision a restore brought back).
   */
  async saveDraft(
    blog: Pick<Blog, 'id' | 'slug' | 'language' | 'authorId' | 'createdBy'>,
    patch: Partial<Blog>,
    /** id null and integrationId set: an integration, which signs with its name. */
    actor: { id: number | null; username: string; integrationId: number | null },
    { version, restoredFromId = null }: { version?: number; restoredFromId?: number | null } = {},
  ): Promise<'saved' | 'stale'> {
    return this.dataSource.transaction(async (manager) => {
      const where = { id: blog.id, publishStatus: Not(In([...LOCKED_STATUSES])), ...(version === undefined ? {} : { version }) };
      const result = await manager.update(Blog, where, patch);
      if (!result.affected) {
        const now = await manager.findOne(Blog, { where: { id: blog.id }, select: { id: true, publishStatus: true } });
        if (!now) throw new NotFoundException(coded('blog.not_found', MESSAGES.blogNotFound));
        if (LOCKED_STATUSES.includes(now.publishStatus)) throw new ConflictException(coded('blog.locked', VALIDATION.publishedLocked));
        return 'stale';
      }
      if (patch.slug) await this.keepOldSlug(manager, blog, patch.slug);
      if (actor.id !== null && blog.authorId !== actor.id) {
        const row = { blogId: blog.id, userId: actor.id };
        await this.recordContributor(manager, BlogContributor, row, row);
      }
      // A post an integration created has no author account and its name as creator.
      const integrationCreated = blog.authorId === null && blog.createdBy === actor.username;
      if (actor.integrationId !== null && !integrationCreated) {
        const key = { blogId: blog.id, integrationId: actor.integrationId };
        await this.recordContributor(manager, BlogIntegrationContributor, key, { ...key, name: actor.username });
      }
      const saved = await manager.createQueryBuilder(Blog, 'b').addSelect('b.content').where('b.id = :id', { id: blog.id }).getOneOrFail();
      await this.revisions.record(manager, blog.id, saved, actor, restoredFromId);
      return 'saved';
    });
  }

  /** An UPDATE of one post, retried on a lock conflict; false when the post is gone. */
  async update(id: number, patch: Partial<Blog>): Promise<boolean> {
    const result = await statementRetried(() => within(this.blogs).update({ id }, patch));
    return !!result.affected;
  }

  /** An UPDATE of one post only while it is in one of `states`, retried on a lock conflict; false when it is not (or gone). */
  async updateInState(id: number, states: readonly PublishStatus[], patch: Partial<Blog>): Promise<boolean> {
    const result = await statementRetried(() => within(this.blogs).update({ id, publishStatus: In([...states]) }, patch));
    return !!result.affected;
  }

  /** False when the post was already gone. */
  async delete(id: number): Promise<boolean> {
    const result = await statementRetried(() => within(this.blogs).delete({ id }));
    return !!result.affected;
  }

  /** Posts created or last saved by the account are signed with its new name, in the rename's transaction. */
  async renameWriter(userId: number, username: string): Promise<void> {
    await this.transactions.run(async () => {
      await within(this.blogs).update({ authorId: userId }, { createdBy: username });
      await within(this.blogs).update({ updatedById: userId }, { updatedBy: username });
    });
  }

  private withContent(onlyPublished: boolean) {
    const qb = this.blogs.createQueryBuilder('b').addSelect('b.content').where('1=1');
    if (onlyPublished) qb.andWhere('b.publishStatus = :published', { published: PUBLISH_STATUS });
    return qb;
  }

  private scheduled() {
    return this.blogs.createQueryBuilder('b').where('b.publishStatus = :scheduled', { scheduled: SCHEDULED_STATUS });
  }

  /** Ids of the published posts in a category or by a writer, as the caller's transaction sees them. */
  publishedIdsWhere(where: PublishedPostsWhere): Promise<number[]> {
    const match = 'ids' in where ? { id: In(where.ids) } : where;
    return within(this.blogs)
      .find({ where: { ...match, publishStatus: PUBLISH_STATUS }, select: { id: true }, order: { id: 'ASC' } })
      .then((rows) => rows.map((row) => row.id));
  }

  /** Published posts, of one language when it is given. */
  private published(language?: SiteLanguage) {
    const qb = this.blogs.createQueryBuilder('b').where('b.publishStatus = :published', { published: PUBLISH_STATUS });
    return language ? qb.andWhere('b.language = :language', { language }) : qb;
  }

  private publishedIn(filter: PublishedFilter) {
    const qb = this.published(filter.language);
    if (filter.categoryId !== undefined) qb.andWhere('b.categoryId = :categoryId', { categoryId: filter.categoryId });
    if (filter.month) qb.andWhere('b.publishMonth = :month', { month: filter.month });
    return qb;
  }

  /** The former slug keeps pointing at the post; taking back one's own old slug frees it. */
  private async keepOldSlug(manager: EntityManager, blog: Pick<Blog, 'id' | 'slug' | 'language'>, newSlug: string): Promise<void> {
    await manager.delete(BlogSlug, { slug: newSlug, blogId: blog.id });
    await manager.insert(BlogSlug, { slug: blog.slug, blogId: blog.id, language: blog.language });
  }

  /**
   * Records a contributor once (an account's or an integration's row, keyed by `key`). Two saves by one
   * contributor may both find no row; the second insert then adds nothing: the primary key is each
   * table's only unique key.
   */
  private async recordContributor<T extends BlogContributor | BlogIntegrationContributor>(
    manager: EntityManager,
    table: EntityTarget<T>,
    key: FindOptionsWhere<T>,
    row: QueryDeepPartialEntity<T>,
  ): Promise<void> {
    if (await manager.existsBy(table, key)) return;
    try {
      await manager.insert(table, row);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
}

/** Published posts of a category, of an account, or among some ids. */
export type PublishedPostsWhere = { categoryId: number } | { authorId: number } | { ids: number[] };

/** Set to themselves, TypeORM leaves the version and updatedAt of an UPDATE as they were. */
const UNCHANGED_VERSION = { version: () => 'version', updatedAt: () => 'updatedAt' };

/** One side of a link found its post already linked or gone: the transaction is rolled back. */
export class LinkLost extends Error {}
