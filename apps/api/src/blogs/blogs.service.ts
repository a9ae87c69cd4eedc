import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { Transactions } from '../database/transactions';
import { EventBus } from '../common/events/event-bus';
import {
  API_MESSAGES,
  DEFAULT_LANGUAGE,
  DRAFT_STATUS,
  LOCKED_STATUSES,
  MESSAGES,
  PUBLISH_STATUS,
  SCHEDULE_HORIZON_DAYS,
  SCHEDULE_LEAD_MIN_SECONDS,
  SCHEDULE_TEXTS,
  SCHEDULED_STATUS,
  TRANSLATION_TEXTS,
  VALIDATION,
  otherLanguage,
  postPermissions,
  staleSaveMessage,
  type SiteLanguage,
} from '@csec/contracts';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { siteTime } from '../common/text/site-time';
import type { BlogListItem, BlogView } from '../common/views/api-views';
import { accountIdOf, type AuthUser } from '../common/guards/auth-user';
import { likePattern, pageCount } from '../common/http/pagination';
import { ValidationFailedException } from '../common/http/validation-failed.exception';
import { CategoriesService } from '../categories/categories.service';
import { Blog } from './blog.entity';
import { changedFields } from './blog-changes';
import { BlogHtmlService } from './blog-html.service';
import { BlogNamesService } from './blog-names.service';
import { assertCanChangePost } from './blog-policy';
import { BlogsRepository, LinkLost } from './blogs.repository';
import { categoryNameOf, monthOf, toBlogListItem, toBlogView } from './blog.view';
import { CreateBlogDto, UpdateBlogDto } from './dto/save-blog.dto';
import { PostDeletedEvent } from './events/post-deleted.event';
import { PostPublishedEvent } from './events/post-published.event';
import { PostScheduledEvent } from './events/post-scheduled.event';
import { PostSavedEvent, type RestoredRevision } from './events/post-saved.event';
import { PostUnpublishedEvent } from './events/post-unpublished.event';
import { PostTranslationsChangedEvent } from './events/post-translations-changed.event';
import { slugify, uniqueSlug } from './slug';
import { retrySlugRace } from './slug-race';
import { searchWords } from './search/search-words';
import { coded } from '../common/http/coded';
import { Clock } from '../common/time/clock';

const DAY_MS = 24 * 60 * 60_000;

/** The answer to a change of a published or scheduled post: it goes back to draft first. */
const lockedConflict = () => new ConflictException(coded('blog.locked', VALIDATION.publishedLocked));

/** Staff work on posts. Every write announces itself as a domain event once it has committed. */
@Injectable()
export class BlogsService {
  constructor(
    private readonly repo: BlogsRepository,
    private readonly names: BlogNamesService,
    private readonly categories: CategoriesService,
    private readonly html: BlogHtmlService,
    private readonly events: EventBus,
    private readonly transactions: Transactions,
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'site'>,
    private readonly clock: Clock = new Clock(),
  ) {}

  /**
   * Staff list: 15 a page, newest first, of one language or both; query's words are looked for in
   * titles and text (the full-text index), and query also matches category, author or status as before.
   */
  async list(
    actor: AuthUser,
    page: number,
    query: string | undefined,
    language?: SiteLanguage,
  ): Promise<{ data: BlogListItem[]; totalPages: number; countData: number }> {
    const search = query
      ? { words: searchWords(query), pattern: likePattern(query.toLowerCase()), categoryIds: await this.categories.idsMatching(query) }
      : undefined;
    const [[rows, countData], categoryNames] = await Promise.all([this.repo.staffPage(page, search, language), this.names.categoryNames()]);
    const translations = await this.repo.translationsOf(rows);
    const data = rows.map((blog) => toBlogListItem(blog, categoryNameOf(blog, categoryNames), postPermissions(actor, blog), translations.get(blog.id) ?? null));
    return { data, totalPages: pageCount(countData), countData };
  }

  async get(actor: AuthUser, slug: string, language: SiteLanguage): Promise<BlogView> {
    const blog = await this.findBySlugOrFail(slug, language);
    const [category, contributors, translation] = await Promise.all([
      this.names.categoryName(blog.categoryId),
      this.names.contributorNames(blog.id),
      this.repo.translationOf(blog),
    ]);
    return toBlogView(blog, category, postPermissions(actor, blog), translation, contributors);
  }

  async create(actor: AuthUser, dto: CreateBlogDto): Promise<Blog> {
    const categoryId = await this.resolveCategoryId(dto);
    const { content, excerpt, bodyText } = await this.html.prepare(dto.content ?? '');
    return this.insertDraft(actor, {
      title: dto.title,
      language: dto.language ?? DEFAULT_LANGUAGE,
      content,
      excerpt,
      bodyText,
      cover: dto.cover ?? null,
      categoryId: categoryId ?? null,
      eventDate: dto.eventDate ?? null,
    });
  }

  /**
   * The post's translation: the linked post in the other language when there is one (`created`
   * false), else a new draft in that language linked to it, with its cover, category and event date
   * and its title to start from; the text is left for the translator.
   */
  async translate(actor: AuthUser, blogId: number): Promise<{ blog: Blog; created: boolean }> {
    const source = await this.findOrFail(blogId);
    assertCanChangePost(actor, source);
    const existing = await this.repo.translationOf(source);
    if (existing) return { blog: existing, created: false };
    const draft = await this.insertDraft(actor, {
      title: source.title,
      language: otherLanguage(source.language),
      content: '',
      excerpt: '',
      bodyText: '',
      cover: source.cover,
      categoryId: source.categoryId,
      eventDate: source.eventDate,
    });
    if (!(await this.linkAnnounced(source, draft))) {
      // Another Translate of this post won the race: the new draft is not needed.
      await this.transactions.run(async () => {
        if (await this.repo.delete(draft.id)) await this.events.emit('post.deleted', new PostDeletedEvent(draft.id, draft.slug, draft.title));
      });
      const winner = await this.repo.translationOf(await this.findOrFail(blogId));
      if (!winner) throw new ConflictException(coded('blog.translation_taken', TRANSLATION_TEXTS.alreadyLinked));
      return { blog: winner, created: false };
    }
    return { blog: { ...draft, translationGroup: source.id }, created: true };
  }

  /** Links two posts of different languages, neither linked yet, as translations; the caller must be able to change both. */
  async link(actor: AuthUser, blogId: number, translationId: number): Promise<void> {
    if (blogId === translationId) throw new BadRequestException(coded('blog.translation_self', TRANSLATION_TEXTS.self));
    const [post, translation] = await Promise.all([this.findOrFail(blogId), this.findOrFail(translationId)]);
    assertCanChangePost(actor, post);
    assertCanChangePost(actor, translation);
    if (post.language === translation.language) throw new BadRequestException(coded('blog.translation_language', TRANSLATION_TEXTS.sameLanguage));
    if (post.translationGroup !== null || translation.translationGroup !== null || !(await this.linkAnnounced(post, translation))) {
      throw new ConflictException(coded('blog.translation_taken', TRANSLATION_TEXTS.alreadyLinked));
    }
  }

  /** Unlinks the post from its translation; both stay as they are otherwise. */
  async unlink(actor: AuthUser, blogId: number): Promise<void> {
    const post = await this.findOrFail(blogId);
    assertCanChangePost(actor, post);
    const translation = await this.repo.translationOf(post);
    if (!translation) throw new NotFoundException(coded('blog.not_linked', TRANSLATION_TEXTS.notLinked));
    await this.transactions.run(async () => {
      await this.repo.unlink(post);
      await this.events.emit('post.translations-changed', new PostTranslationsChangedEvent(post.id, post.title, translation.id, translation.title, false));
    });
  }

  /** Links the two posts and announces it in one transaction (webhooks write their deliveries in it); false when one was linked meanwhile. */
  private async linkAnnounced(first: Blog, second: Blog): Promise<boolean> {
    try {
      await this.transactions.run(async () => {
        await this.repo.link(first, second);
        await this.events.emit('post.translations-changed', new PostTranslationsChangedEvent(first.id, first.title, second.id, second.title, true));
      });
      return true;
    } catch (error) {
      if (error instanceof LinkLost) return false;
      throw error;
    }
  }

  /** A new draft signed by its creator, under a slug free in its language, announced once stored. */
  private async insertDraft(
    actor: AuthUser,
    fields: Pick<Blog, 'title' | 'language' | 'content' | 'excerpt' | 'bodyText' | 'cover' | 'categoryId' | 'eventDate'>,
  ): Promise<Blog> {
    const base = slugify(fields.title);
    const saved = await retrySlugRace(async () =>
      this.repo.insert({
        ...fields,
        slug: await uniqueSlug(base, (s) => this.repo.isSlugTaken(s, fields.language)),
        translationGroup: null,
        publishStatus: DRAFT_STATUS,
        publishAt: null,
        publishMonth: null,
        authorId: accountIdOf(actor),
        createdBy: actor.username,
        updatedById: accountIdOf(actor),
        updatedBy: actor.username,
      }),
    );
    await this.events.emit('post.saved', new PostSavedEvent(saved.id, saved.slug, true, saved.title, []));
    return saved;
  }

  /** `restoredFrom`: the revision a restore brings back, noted on the revision this save stores and on its event. */
  async update(actor: AuthUser, blogId: number, dto: UpdateBlogDto, restoredFrom: RestoredRevision | null = null): Promise<Blog> {
    const blog = await this.findOrFail(blogId);
    assertCanChangePost(actor, blog);
    if (LOCKED_STATUSES.includes(blog.publishStatus)) throw lockedConflict();

    const categoryId = await this.resolveCategoryId(dto);
    const fields: Partial<Blog> = { updatedById: accountIdOf(actor), updatedBy: actor.username };
    if (categoryId !== undefined) fields.categoryId = categoryId;
    if (dto.content !== undefined) Object.assign(fields, await this.html.prepare(dto.content ?? ''));
    if (dto.cover !== undefined) fields.cover = dto.cover;
    if (dto.eventDate !== undefined) fields.eventDate = dto.eventDate;

    const outcome = await retrySlugRace(() =>
      this.writeUpdate(actor, blog.id, dto.title, fields, { version: dto.version, restoredFromId: restoredFrom?.id ?? null }),
    );
    const saved = await this.findOrFail(blog.id);
    if (outcome === 'stale') {
      const savedAt = siteTime(saved.updatedAt, this.config.site.timeZone);
      throw new ConflictException(coded('blog.stale', staleSaveMessage(saved.updatedBy, savedAt), { savedBy: saved.updatedBy, savedAt }));
    }
    const event = new PostSavedEvent(saved.id, saved.slug, false, saved.title, changedFields(blog, saved), restoredFrom);
    await this.events.emit('post.saved', event);
    return saved;
  }

  async remove(actor: AuthUser, blogId: number): Promise<void> {
    const blog = await this.findOrFail(blogId);
    assertCanChangePost(actor, blog);
    // One transaction: what must stand or fall with the change (a webhook's outbox row) is written with it.
    await this.transactions.run(async () => {
      // A delete racing this one got there first.
      if (!(await this.repo.delete(blog.id))) throw new NotFoundException(coded('blog.not_found', MESSAGES.blogNotFound));
      await this.events.emit('post.deleted', new PostDeletedEvent(blog.id, blog.slug, blog.title));
    });
  }

  /** Publishing needs a category, content that shows something, and a cover. */
  async publish(actor: AuthUser, slug: string, language: SiteLanguage): Promise<void> {
    const blog = await this.findBySlugOrFail(slug, language);
    assertCanChangePost(actor, blog);
    await this.assertPublishable(blog);

    const now = new Date();
    await this.transactions.run(async () => {
      await this.updateExisting(blog.id, {
        publishStatus: PUBLISH_STATUS,
        publishAt: now,
        publishMonth: monthOf(now),
        updatedById: accountIdOf(actor),
        updatedBy: actor.username,
      });
      await this.events.emit('post.published', new PostPublishedEvent(blog.id, blog.slug, now, blog.title));
    });
  }

  /**
   * A draft (or a scheduled post, moved to its new time) waits, locked, for `publishAt`; the same
   * rules as publishing apply now. A published post is refused like an edit: it goes back to draft
   * first. ScheduledPublisher publishes it when its time comes.
   */
  async schedule(actor: AuthUser, slug: string, language: SiteLanguage, publishAt: Date): Promise<void> {
    const now = this.clock.now();
    const blog = await this.findBySlugOrFail(slug, language);
    assertCanChangePost(actor, blog);
    if (blog.publishStatus === PUBLISH_STATUS) throw lockedConflict();
    if (publishAt.getTime() < now.getTime() + SCHEDULE_LEAD_MIN_SECONDS * 1000) {
      throw new ValidationFailedException({ publishAt: SCHEDULE_TEXTS.publishAtPast });
    }
    if (publishAt.getTime() > now.getTime() + SCHEDULE_HORIZON_DAYS * DAY_MS)
      throw new ValidationFailedException({ publishAt: SCHEDULE_TEXTS.publishAtTooFar });
    await this.assertPublishable(blog);

    const patch: Partial<Blog> = { publishStatus: SCHEDULED_STATUS, publishAt, publishMonth: null, updatedById: accountIdOf(actor), updatedBy: actor.username };
    // Only from draft or scheduled: a publish (by staff or the scheduler) that got there first wins.
    if (!(await this.repo.updateInState(blog.id, [DRAFT_STATUS, SCHEDULED_STATUS], patch))) {
      if (await this.repo.findById(blog.id)) throw lockedConflict();
      throw new NotFoundException(coded('blog.not_found', MESSAGES.blogNotFound));
    }
    await this.events.emit('post.scheduled', new PostScheduledEvent(blog.id, blog.slug, publishAt, blog.title));
  }

  async draft(actor: AuthUser, slug: string, language: SiteLanguage): Promise<void> {
    const blog = await this.findBySlugOrFail(slug, language);
    assertCanChangePost(actor, blog);
    await this.transactions.run(async () => {
      await this.updateExisting(blog.id, {
        publishStatus: DRAFT_STATUS,
        publishAt: null,
        publishMonth: null,
        updatedById: accountIdOf(actor),
        updatedBy: actor.username,
      });
      await this.events.emit('post.unpublished', new PostUnpublishedEvent(blog.id, blog.slug, blog.title));
    });
  }

  /**
   * One attempt at saving a draft. The post is read afresh: a save racing this one may have
   * moved its slug, and the slug it had is the one to keep for old links.
   */
  private async writeUpdate(
    actor: AuthUser,
    blogId: number,
    title: string | undefined,
    fields: Partial<Blog>,
    { version, restoredFromId }: { version?: number; restoredFromId: number | null },
  ): Promise<'saved' | 'stale'> {
    const blog = await this.findOrFail(blogId);
    // Whatever the slug would become, a save over a newer version writes nothing.
    if (version !== undefined && blog.version !== version) return 'stale';
    const patch: Partial<Blog> = { ...fields };
    if (title !== undefined && title !== blog.title) {
      patch.title = title;
      const base = slugify(title);
      // 'my-title-2' already belongs to the title 'My Title': keep it rather than churn links.
      if (!new RegExp(`^${base}(-\\d+)?$`).test(blog.slug)) {
        patch.slug = await uniqueSlug(base, (s) => this.repo.isSlugTaken(s, blog.language, blog.id));
      }
    }
    return this.repo.saveDraft(
      blog,
      patch,
      { id: accountIdOf(actor), username: actor.username, integrationId: actor.integration?.tokenId ?? null },
      { version, restoredFromId },
    );
  }

  /** A category, content that shows something, and a cover: what publishing and scheduling need. */
  private async assertPublishable(blog: Blog): Promise<void> {
    const errors: Record<string, string> = {};
    if (!blog.categoryId) errors.category = VALIDATION.categoryRequiredToPublish;
    if (await this.html.isBlank(blog.content)) errors.content = VALIDATION.contentRequiredToPublish;
    if (!blog.cover) errors.cover = VALIDATION.coverRequiredToPublish;
    if (Object.keys(errors).length > 0) throw new ValidationFailedException(errors);
  }

  /** An UPDATE that must find its post: when a delete got there first, 404 rather than 200. */
  private async updateExisting(id: number, patch: Partial<Blog>): Promise<void> {
    if (!(await this.repo.update(id, patch))) throw new NotFoundException(coded('blog.not_found', MESSAGES.blogNotFound));
  }

  private async findOrFail(id: number): Promise<Blog> {
    const blog = await this.repo.findById(id);
    if (!blog) throw new NotFoundException(coded('blog.not_found', MESSAGES.blogNotFound));
    return blog;
  }

  private async findBySlugOrFail(slug: string, language: SiteLanguage): Promise<Blog> {
    const blog = await this.repo.findBySlug(slug, language);
    if (!blog) throw new NotFoundException(coded('blog.not_found', MESSAGES.blogNotFound));
    return blog;
  }

  /** categoryId (or the spec's `category`): undefined = unchanged, null = none, else must exist. */
  private async resolveCategoryId(dto: UpdateBlogDto): Promise<number | null | undefined> {
    const id = dto.categoryId !== undefined ? dto.categoryId : dto.category;
    if (id === undefined || id === null) return id;
    if (!(await this.categories.findById(id))) {
      throw new BadRequestException(coded('category.not_found', API_MESSAGES.categoryNotFound));
    }
    return id;
  }
}
