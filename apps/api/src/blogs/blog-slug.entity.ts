import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { DEFAULT_LANGUAGE, type SiteLanguage } from '@csec/contracts';

/** A slug a post had before a rename: old links still find the post. Unique within the post's language, like current slugs. */
@Entity({ name: 'blog_slugs' })
@Index('UQ_blog_slugs_slug_language', ['slug', 'language'], { unique: true })
export class BlogSlug {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 110 })
  slug!: string;

  @Column({ type: 'varchar', length: 2, default: DEFAULT_LANGUAGE })
  language!: SiteLanguage;

  @Column({ type: 'int' })
  blogId!: number;
}
