import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn, VersionColumn } from 'typeorm';
import { DEFAULT_LANGUAGE, DRAFT_STATUS, type PublishStatus, type SiteLanguage } from '@csec/contracts';

/** A slug is unique within its language: an English and an Indonesian post may share one. */
@Entity({ name: 'blogs' })
@Index('UQ_blogs_slug_language', ['slug', 'language'], { unique: true })
@Index('UQ_blogs_translation', ['translationGroup', 'language'], { unique: true })
export class Blog {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 110 })
  slug!: string;

  @Column({ type: 'varchar', length: 2, default: DEFAULT_LANGUAGE })
  language!: SiteLanguage;

  /**
   * Shared by a post and its translation (the id of the first of the two to be linked); null while
   * it has none. Unique with the language: a group holds one post per language.
   */
  @Column({ type: 'int', nullable: true })
  translationGroup!: number | null;

  @Column({ type: 'varchar', length: 200 })
  title!: string;

  /** Sanitised HTML; never selected by the lists. */
  @Column({ type: 'text', select: false })
  content!: string;

  /** Plain text cut from the content on write, so public lists never read the content. */
  @Column({ type: 'varchar', length: 300, default: '' })
  excerpt!: string;

  /**
   * The content's plain text, written with the excerpt on every save: what full-text search
   * indexes (never the markup) and cuts result snippets from. Selected only by searches.
   */
  @Column({ type: 'text', select: false })
  bodyText!: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  cover!: string | null;

  /**
   * A category of the categories module, by id only: the blogs module reads no table of another
   * module (its name comes from CategoriesService). The migrations keep the foreign key
   * (ON DELETE RESTRICT); CategoriesService refuses to delete a category in use first.
   */
  @Column({ type: 'int', nullable: true })
  categoryId!: number | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  eventDate!: string | null;

  @Column({ type: 'varchar', length: 10, default: DRAFT_STATUS })
  publishStatus!: PublishStatus;

  @Column({ type: 'datetime', nullable: true })
  publishAt!: Date | null;

  /** 'YYYY-MM' of publishAt (UTC), so month filters and the archive group by a plain column. */
  @Column({ type: 'varchar', length: 7, nullable: true })
  publishMonth!: string | null;

  /** The creator; kept as a name too so a deleted account's posts still say who wrote them. */
  @Column({ type: 'int', nullable: true })
  authorId!: number | null;

  @Column({ type: 'varchar', length: 24 })
  createdBy!: string;

  @Column({ type: 'int', nullable: true })
  updatedById!: number | null;

  @Column({ type: 'varchar', length: 24, nullable: true })
  updatedBy!: string | null;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updatedAt!: Date;

  /**
   * Raised by one on every write of the row (TypeORM adds `version = version + 1` to each UPDATE):
   * a save that names the version it edited is refused as stale when it is no longer this.
   */
  @VersionColumn({ default: 1 })
  version!: number;
}
