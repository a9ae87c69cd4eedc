import { Inject, Injectable } from '@nestjs/common';
import * as crypto from 'node:crypto';
import { DEFAULT_LANGUAGE, postPagePath, type SiteLanguage, type WebhookEvent } from '@csec/contracts';
import { PublicBlogsService, type PostPublicFields } from '../blogs/public-blogs.service';
import type { PostDeletedEvent } from '../blogs/events/post-deleted.event';
import type { PostPublishedEvent } from '../blogs/events/post-published.event';
import type { PostTranslationsChangedEvent } from '../blogs/events/post-translations-changed.event';
import type { PostUnpublishedEvent } from '../blogs/events/post-unpublished.event';
import type { PostsBylineChangedEvent } from '../blogs/events/posts-byline-changed.event';
import type { CategoryChangedEvent } from '../categories/events/category-changed.event';
import { On } from '../common/events/on.decorator';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { afterCommit } from '../database/transactions';
import type { LeadCreatedEvent } from '../leads/events/lead-created.event';
import { leadData, type WebhookBody } from './webhook-payloads';
import { WebhookSender } from './webhook-sender';
import { WebhooksRepository } from './webhooks.repository';

/**
 * The outbox: each event a webhook receives is written as one delivery per webhook inside the
 * transaction of the change (before commit), so a change and its deliveries are stored together or
 * not at all; the sender sends them after the commit, and again after a restart if need be.
 */
@Injectable()
export class WebhookOutboxListener {
  constructor(
    private readonly repo: WebhooksRepository,
    private readonly posts: PublicBlogsService,
    private readonly sender: WebhookSender,
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'publicUrl'>,
  ) {}

  /**
   * A post's published translation names it only while it is published, so publishing or
   * unpublishing a post also changes its translation's public fields: a post.updated for that one.
   */
  @On('post.published', { phase: 'before-commit' })
  async onPublished(event: PostPublishedEvent): Promise<void> {
    await this.recordWithTranslation('post.published', event);
  }

  @On('post.unpublished', { phase: 'before-commit' })
  async onUnpublished(event: PostUnpublishedEvent): Promise<void> {
    await this.recordWithTranslation('post.unpublished', event);
  }

  /**
   * A published post cannot be saved (the spec locks it until it goes back to draft), so its public
   * fields change only through a rename: of its category (a description is not among them) or of the
   * account that wrote it; or through its translation, linked or unlinked while both are published.
   * Each such post is one post.updated.
   */
  @On('post.translations-changed', { phase: 'before-commit' })
  async onTranslationsChanged(event: PostTranslationsChangedEvent): Promise<void> {
    await this.record('post.updated', async () => {
      const published = await this.posts.publishedIdsWhere({ ids: [event.blogId, event.translationId] });
      // With one of the two a draft, neither names the other publicly, before or after.
      return published.length === 2 ? this.dataOf(published) : [];
    });
  }

  @On('category.changed', { phase: 'before-commit' })
  async onCategoryChanged(event: CategoryChangedEvent): Promise<void> {
    if (event.name === event.formerName) return;
    await this.record('post.updated', async () => this.dataOf(await this.posts.publishedIdsWhere({ categoryId: event.categoryId })));
  }

  @On('posts.byline-changed', { phase: 'before-commit' })
  async onBylineChanged(event: PostsBylineChangedEvent): Promise<void> {
    await this.record('post.updated', async () => this.dataOf(await this.posts.publishedIdsWhere({ authorId: event.userId })));
  }

  @On('post.deleted', { phase: 'before-commit' })
  async onDeleted(event: PostDeletedEvent): Promise<void> {
    await this.record('post.deleted', () => Promise.resolve([{ id: event.blogId, slug: event.slug, title: event.title }]));
  }

  @On('lead.created', { phase: 'before-commit' })
  async onLead(event: LeadCreatedEvent): Promise<void> {
    await this.record('lead.created', () => Promise.resolve([leadData(event.lead)]));
  }

  /**
   * `event` for the post (its public fields and address; what the event says when the row cannot be
   * read), then post.updated for its published translation; the post is read once, when a webhook wants either.
   */
  private async recordWithTranslation(event: 'post.published' | 'post.unpublished', post: { blogId: number; slug: string; title: string }): Promise<void> {
    let read: Promise<PostPublicFields | null> | undefined;
    const fields = () => (read ??= this.posts.publicFields(post.blogId));
    await this.record(event, async () => [this.withAddresses((await fields()) ?? { id: post.blogId, slug: post.slug, title: post.title })]);
    await this.record('post.updated', async () => {
      const translation = (await fields())?.translation;
      return translation ? this.dataOf([translation.id]) : [];
    });
  }

  /** The public fields of the posts with these ids, one after another (one connection inside a transaction). */
  private async dataOf(ids: number[]): Promise<object[]> {
    const data: object[] = [];
    for (const id of ids) {
      const fields = await this.posts.publicFields(id);
      if (fields) data.push(this.withAddresses(fields));
    }
    return data;
  }

  /**
   * The post's public address (and its translation's) in its language, and its cover's when stored
   * as a path: a receiver has no origin to resolve one against.
   */
  private withAddresses(fields: PostPublicFields | { id: number; slug: string; title: string }): object {
    if (!('language' in fields)) return { ...fields, url: this.postUrl(fields.slug, DEFAULT_LANGUAGE) };
    const cover = fields.cover?.startsWith('/') ? `${this.config.publicUrl}${fields.cover}` : fields.cover;
    const translation = fields.translation && { ...fields.translation, url: this.postUrl(fields.translation.slug, fields.translation.language) };
    return { ...fields, cover, translation, url: this.postUrl(fields.slug, fields.language) };
  }

  private postUrl(slug: string, language: SiteLanguage): string {
    return this.config.publicUrl + postPagePath(slug, language);
  }

  /** One event (one id, the same for every webhook) per item of `data`, each delivered to every webhook subscribed to it. */
  private async record(event: WebhookEvent, data: () => Promise<object[]>): Promise<void> {
    const hooks = await this.repo.subscribedTo(event);
    if (hooks.length === 0) return;
    const items = await data();
    if (items.length === 0) return;
    const now = new Date();
    const deliveries = items.flatMap((item) => {
      const body: WebhookBody = { id: crypto.randomUUID(), event, occurredAt: now.toISOString(), data: item };
      const payload = JSON.stringify(body);
      return hooks.map((hook) => ({ id: crypto.randomUUID(), webhookId: hook.id, event, payload, createdAt: now, nextAttemptAt: now }));
    });
    await this.repo.insertDeliveries(deliveries);
    await afterCommit(() => this.sender.wake());
  }
}
