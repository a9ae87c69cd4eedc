import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThanOrEqual, MoreThan, Repository } from 'typeorm';
import { retryOnConflict } from '../../database/db-errors';
import { BlogPreview } from './blog-preview.entity';

/** The only door to `blog_previews`. */
@Injectable()
export class BlogPreviewsRepository {
  constructor(@InjectRepository(BlogPreview) private readonly previews: Repository<BlogPreview>) {}

  insert(fields: Omit<BlogPreview, 'id'>): Promise<BlogPreview> {
    return this.previews.save(this.previews.create(fields));
  }

  /** The post a token still opens at `now`, by the token's hash. */
  async blogIdOf(tokenHash: string, now: Date): Promise<number | undefined> {
    const row = await this.previews.findOne({ where: { tokenHash, expiresAt: MoreThan(now) }, select: { blogId: true } });
    return row?.blogId;
  }

  /** Every link of the post; how many there were. */
  async deleteForBlog(blogId: number): Promise<number> {
    const result = await retryOnConflict(() => this.previews.delete({ blogId }));
    return result.affected ?? 0;
  }

  async deleteExpired(now: Date): Promise<void> {
    await retryOnConflict(() => this.previews.delete({ expiresAt: LessThanOrEqual(now) }));
  }
}
