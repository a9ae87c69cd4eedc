import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Blog } from './blog.entity';
import { BlogContributor } from './blog-contributor.entity';
import { BlogSlug } from './blog-slug.entity';
import { User } from '../users/user.entity';

/** Finding posts by current or former slug, and their contributors; shared by staff and public reads. */
@Injectable()
export class BlogLookupService {
  constructor(
    @InjectRepository(Blog) private readonly blogs: Repository<Blog>,
    @InjectRepository(BlogSlug) private readonly oldSlugs: Repository<BlogSlug>,
    @InjectRepository(BlogContributor) private readonly contributors: Repository<BlogContributor>,
  ) {}

  /** The post whose slug is, or once was, `slug`; with its content and category. */
  async findBySlug(slug: string, onlyPublished = false): Promise<Blog | null> {
    const current = await this.query(onlyPublished).andWhere('b.slug = :slug', { slug }).getOne();
    if (current) return current;
    const old = await this.oldSlugs.findOneBy({ slug });
    return old ? this.query(onlyPublished).andWhere('b.id = :id', { id: old.blogId }).getOne() : null;
  }

  findById(id: number): Promise<Blog | null> {
    return this.query(false).andWhere('b.id = :id', { id }).getOne();
  }

  async contributorNames(blogId: number): Promise<string[]> {
    const rows = await this.contributors
      .createQueryBuilder('bc')
      .innerJoin(User, 'u', 'u.id = bc.userId')
      .select('u.username', 'username')
      .where('bc.blogId = :blogId', { blogId })
      .orderBy('u.username', 'ASC')
      .getRawMany<{ username: string }>();
    return rows.map((r) => r.username);
  }

  /** Taken by any post, now or before, other than `exceptBlogId`. */
  async isSlugTaken(slug: string, exceptBlogId?: number): Promise<boolean> {
    const current = await this.blogs.findOne({ where: { slug }, select: { id: true } });
    if (current && current.id !== exceptBlogId) return true;
    const old = await this.oldSlugs.findOneBy({ slug });
    return !!old && old.blogId !== exceptBlogId;
  }

  private query(onlyPublished: boolean) {
    const qb = this.blogs.createQueryBuilder('b').addSelect('b.content').leftJoinAndSelect('b.category', 'c').where('1=1');
    if (onlyPublished) qb.andWhere("b.publishStatus = 'publish'");
    return qb;
  }
}
