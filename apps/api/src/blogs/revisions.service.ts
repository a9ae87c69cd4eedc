import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { LOCKED_STATUSES, MESSAGES, REVISION_MESSAGES, VALIDATION } from '@csec/contracts';
import type { AuthUser } from '../common/guards/auth-user';
import type { ApiPage, RevisionListItem, RevisionView } from '../common/views/api-views';
import { coded } from '../common/http/coded';
import { pageCount } from '../common/http/pagination';
import type { Blog } from './blog.entity';
import { BlogNamesService } from './blog-names.service';
import { assertCanChangePost } from './blog-policy';
import type { BlogRevision } from './blog-revision.entity';
import { BlogRevisionsRepository } from './blog-revisions.repository';
import { BlogsRepository } from './blogs.repository';
import { BlogsService } from './blogs.service';
import { toRevisionListItem, toRevisionView } from './revision.view';

/** A post's history: read by those who may edit the post, and restored into a draft. */
@Injectable()
export class RevisionsService {
  constructor(
    private readonly posts: BlogsRepository,
    private readonly revisions: BlogRevisionsRepository,
    private readonly blogs: BlogsService,
    private readonly names: BlogNamesService,
  ) {}

  async list(actor: AuthUser, blogId: number, page: number): Promise<Omit<ApiPage<RevisionListItem>, 'status'>> {
    await this.postToChange(actor, blogId);
    const [rows, countData] = await this.revisions.page(blogId, page);
    return { data: rows.map(toRevisionListItem), totalPages: pageCount(countData), countData };
  }

  async get(actor: AuthUser, blogId: number, revisionId: number): Promise<RevisionView> {
    await this.postToChange(actor, blogId);
    const revision = await this.findOrFail(blogId, revisionId);
    return toRevisionView(revision, await this.names.categoryName(revision.categoryId));
  }

  /**
   * The revision's fields become the draft's through the same save as an edit (sanitising, slug
   * move, contributor, `post.saved`), which stores them as the newest revision. A category
   * deleted since is not brought back: the post keeps its current one.
   */
  async restore(actor: AuthUser, blogId: number, revisionId: number): Promise<Blog> {
    const post = await this.postToChange(actor, blogId);
    if (LOCKED_STATUSES.includes(post.publishStatus)) throw new ConflictException(coded('blog.locked', VALIDATION.publishedLocked));
    const revision = await this.findOrFail(blogId, revisionId);
    const categoryGone = revision.categoryId !== null && (await this.names.categoryName(revision.categoryId)) === null;
    const fields = { title: revision.title, content: revision.content, cover: revision.cover, eventDate: revision.eventDate };
    const restoredFrom = { id: revision.id, createdAt: revision.createdAt, authorName: revision.authorName };
    return this.blogs.update(actor, blogId, categoryGone ? fields : { ...fields, categoryId: revision.categoryId }, restoredFrom);
  }

  /** The post, when the actor may change it: 404 for none, 403 for an author's other posts. */
  private async postToChange(actor: AuthUser, blogId: number): Promise<Blog> {
    const post = await this.posts.findWithoutContent(blogId);
    if (!post) throw new NotFoundException(coded('blog.not_found', MESSAGES.blogNotFound));
    assertCanChangePost(actor, post);
    return post;
  }

  private async findOrFail(blogId: number, revisionId: number): Promise<BlogRevision> {
    const revision = await this.revisions.find(blogId, revisionId);
    if (!revision) throw new NotFoundException(coded('revision.not_found', REVISION_MESSAGES.notFound));
    return revision;
  }
}
