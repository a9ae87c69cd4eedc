import { Entity, PrimaryColumn } from 'typeorm';

/** Someone other than the creator who has saved the post. */
@Entity({ name: 'blog_contributors' })
export class BlogContributor {
  @PrimaryColumn({ type: 'int' })
  blogId!: number;

  @PrimaryColumn({ type: 'int' })
  userId!: number;
}
