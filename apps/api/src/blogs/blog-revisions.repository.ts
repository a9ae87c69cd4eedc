import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { PAGE_SIZE } from '@csec/contracts';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { offsetOf } from '../common/http/pagination';
import { changedFields, type EditedFields } from './blog-changes';
import { BlogRevision } from './blog-revision.entity';

/** Who saved a revision. */
export interface RevisionAuthor {
  id: number | null;
  username: string;
}

/**
 * The door to `blog_revisions`. Revisions are written by BlogsRepository's save transactions
 * through record(), with their manager, so a revision commits or rolls back with its save.
 */
@Injectable()
export class BlogRevisionsRepository {
  constructor(
    @InjectRepository(BlogRevision) private readonly revisions: Repository<BlogRevision>,
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'editorial'>,
  ) {}

  /** A post's revisions without their content, 15 a page, newest first. */
  page(blogId: number, page: number): Promise<[BlogRevision[], number]> {
    return this.revisions
      .createQueryBuilder('r')
      .where('r.blogId = :blogId', { blogId })
      .orderBy('r.id', 'DESC')
      .offset(offsetOf(page))
      .limit(PAGE_SIZE)
      .getManyAndCount();
  }

  /** One revision of that post, with its content; null when it is another post's or gone. */
  find(blogId: number, revisionId: number): Promise<BlogRevision | null> {
    return this.revisions.createQueryBuilder('r').addSelect('r.content').where('r.id = :revisionId AND r.blogId = :blogId', { revisionId, blogId }).getOne();
  }

  /**
   * Stores the post's fields as a new revision, unless they are those of its newest revision (a
   * save that changed nothing), then drops the post's oldest beyond REVISIONS_KEEP. `manager`
   * is the save's transaction.
   */
  async record(manager: EntityManager, blogId: number, fields: EditedFields, author: RevisionAuthor, restoredFromId: number | null = null): Promise<void> {
    const newest = await manager
      .createQueryBuilder(BlogRevision, 'r')
      .addSelect('r.content')
      .where('r.blogId = :blogId', { blogId })
      .orderBy('r.id', 'DESC')
      .limit(1)
      .getOne();
    const changed = newest ? changedFields<EditedFields>(newest, fields) : [];
    if (newest && changed.length === 0) return;
    await manager.insert(BlogRevision, {
      blogId,
      title: fields.title,
      categoryId: fields.categoryId,
      content: fields.content,
      cover: fields.cover,
      eventDate: fields.eventDate,
      changedFields: changed.join(','),
      restoredFromId,
      authorId: author.id,
      authorName: author.username,
      createdAt: new Date(),
    });
    await this.prune(manager, blogId);
  }

  /** Two statements rather than DELETE ... IN (SELECT ... LIMIT), which MySQL refuses. */
  private async prune(manager: EntityManager, blogId: number): Promise<void> {
    const newestDropped = await manager
      .createQueryBuilder(BlogRevision, 'r')
      .select('r.id', 'id')
      .where('r.blogId = :blogId', { blogId })
      .orderBy('r.id', 'DESC')
      .offset(this.config.editorial.revisionsKeep)
      .limit(1)
      .getRawOne<{ id: number }>();
    if (!newestDropped) return;
    await manager.createQueryBuilder().delete().from(BlogRevision).where('blogId = :blogId AND id <= :id', { blogId, id: newestDropped.id }).execute();
  }
}
