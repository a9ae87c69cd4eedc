import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { EventBus } from '../../common/events/event-bus';
import { MESSAGES, previewPagePath } from '@csec/contracts';
import type { AuthUser } from '../../common/guards/auth-user';
import { coded } from '../../common/http/coded';
import type { PublicBlogPost } from '../../common/views/api-views';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import type { Blog } from '../blog.entity';
import { assertCanChangePost } from '../blog-policy';
import { BlogsRepository } from '../blogs.repository';
import { PostPreviewCreatedEvent } from '../events/post-preview-created.event';
import { PostPreviewsRevokedEvent } from '../events/post-previews-revoked.event';
import { PublicBlogsService } from '../public-blogs.service';
import { isMissingParent } from '../../database/db-errors';
import { BlogPreviewsRepository } from './blog-previews.repository';
import { hashPreviewToken, isPreviewTokenShape, newPreviewToken } from './preview-token';

export interface PreviewLink {
  /** Absolute, under PUBLIC_URL: `/blog/preview/{token}`, under /id for an Indonesian post. */
  url: string;
  expiresAt: Date;
}

/**
 * Shareable preview links: staff make one for a post in any state, and anyone holding it reads
 * the post as its public page would show it, until PREVIEW_HOURS have passed or staff revoke the
 * post's links. The token is handed out once; only its hash is stored.
 */
@Injectable()
export class BlogPreviewsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly previews: BlogPreviewsRepository,
    private readonly blogs: BlogsRepository,
    private readonly publicBlogs: PublicBlogsService,
    private readonly events: EventBus,
  ) {}

  /** A new link; the same access as editing the post (authors: their own posts). */
  async create(actor: AuthUser, blogId: number): Promise<PreviewLink> {
    const blog = await this.findOrFail(blogId);
    assertCanChangePost(actor, blog);
    const now = new Date();
    // Links are only ever read until they expire: those past it go now, so the table stays small.
    await this.previews.deleteExpired(now);
    const token = newPreviewToken();
    // Whole seconds: what MySQL's DATETIME keeps, so the answer says exactly what is stored.
    const expiresAt = new Date(Math.floor((now.getTime() + this.config.editorial.previewTtlMs) / 1000) * 1000);
    try {
      await this.previews.insert({
        blogId: blog.id,
        tokenHash: hashPreviewToken(token),
        createdById: actor.id,
        createdBy: actor.username,
        createdAt: now,
        expiresAt,
      });
    } catch (error) {
      // The post was deleted after it was read: the link has nothing to open.
      if (isMissingParent(error)) throw new NotFoundException(coded('blog.not_found', MESSAGES.blogNotFound));
      throw error;
    }
    await this.events.emit('post.preview-created', new PostPreviewCreatedEvent(blog.id, blog.title, expiresAt));
    return { url: `${this.config.publicUrl}${previewPagePath(token, blog.language)}`, expiresAt };
  }

  /** Every link of the post stops working at once. */
  async revoke(actor: AuthUser, blogId: number): Promise<void> {
    const blog = await this.findOrFail(blogId);
    assertCanChangePost(actor, blog);
    const count = await this.previews.deleteForBlog(blog.id);
    await this.events.emit('post.previews-revoked', new PostPreviewsRevokedEvent(blog.id, blog.title, count));
  }

  /**
   * The post a token opens, as its public page shows it; undefined for a token of the wrong shape
   * (without asking the database), an unknown, expired or revoked one, or a deleted post.
   */
  async find(token: string, now = new Date()): Promise<PublicBlogPost | undefined> {
    if (!isPreviewTokenShape(token)) return undefined;
    const blogId = await this.previews.blogIdOf(hashPreviewToken(token), now);
    if (blogId === undefined) return undefined;
    const blog = await this.blogs.findById(blogId);
    if (!blog) return undefined;
    const post = await this.publicBlogs.present(blog);
    // A post not yet published shows the date it would carry if it were published now.
    return post.publishAt ? post : { ...post, publishAt: now.toISOString() };
  }

  private async findOrFail(id: number): Promise<Blog> {
    const blog = await this.blogs.findById(id);
    if (!blog) throw new NotFoundException(coded('blog.not_found', MESSAGES.blogNotFound));
    return blog;
  }
}
