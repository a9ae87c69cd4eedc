import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A post's editable fields as one save left them (migrations/1796000000000-blog-revisions).
 * Written in the save's own transaction, so a revision exists exactly when its save committed;
 * the newest REVISIONS_KEEP of a post are kept. Removed with the post (ON DELETE CASCADE).
 */
@Entity({ name: 'blog_revisions' })
export class BlogRevision {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  blogId!: number;

  @Column({ type: 'varchar', length: 200 })
  title!: string;

  /** By id only, like the post's; a category deleted since is no foreign key's business (SET NULL). */
  @Column({ type: 'int', nullable: true })
  categoryId!: number | null;

  /** Sanitised HTML, as saved; never selected by the list. */
  @Column({ type: 'text', select: false })
  content!: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  cover!: string | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  eventDate!: string | null;

  /** The fields this save changed from the revision before it, comma-separated ('title,content'); empty for a post's first. */
  @Column({ type: 'varchar', length: 64, default: '' })
  changedFields!: string;

  /** The revision a restore brought back; no foreign key, as that revision may be pruned since. */
  @Column({ type: 'int', nullable: true })
  restoredFromId!: number | null;

  /** Who saved it; the name is kept as it was then, so a renamed or deleted account still reads as it did. */
  @Column({ type: 'int', nullable: true })
  authorId!: number | null;

  @Column({ type: 'varchar', length: 24 })
  authorName!: string;

  /** Milliseconds kept on MySQL too (DATETIME(3)). */
  @Column({ type: 'datetime', precision: 3 })
  createdAt!: Date;
}
