import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A slug a post had before a rename: old links still find the post. */
@Entity({ name: 'blog_slugs' })
export class BlogSlug {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 110, unique: true })
  slug!: string;

  @Column({ type: 'int' })
  blogId!: number;
}
