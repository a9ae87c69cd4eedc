import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A shareable preview link of a post. Only the SHA-256 of its token is kept: the link itself was
 * shown once, to the staff member who made it, and a copy of this table opens no post.
 */
@Entity({ name: 'blog_previews' })
export class BlogPreview {
  @PrimaryGeneratedColumn()
  id!: number;

  /** Goes with its post (ON DELETE CASCADE in the migration). */
  @Index('IDX_blog_previews_blogId')
  @Column({ type: 'integer' })
  blogId!: number;

  /** Hex SHA-256 of the token; every lookup is by it. */
  @Index('UQ_blog_previews_tokenHash', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  tokenHash!: string;

  /** Who made the link; the name stays after the account is deleted. */
  @Column({ type: 'integer', nullable: true })
  createdById!: number | null;

  @Column({ type: 'varchar', length: 24 })
  createdBy!: string;

  @Column({ type: 'datetime' })
  createdAt!: Date;

  @Index('IDX_blog_previews_expiresAt')
  @Column({ type: 'datetime' })
  expiresAt!: Date;
}
