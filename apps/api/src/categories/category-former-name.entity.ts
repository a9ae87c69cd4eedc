import { Column, Entity, PrimaryColumn } from 'typeorm';
import { CATEGORY_LIMITS } from '@csec/contracts';

/**
 * A name a category had before it was renamed, lower-cased: /blog/tag/{old name} keeps leading
 * to it, as a post's former slug does. A current name always wins: a category that takes a name
 * takes it from this table too. Deleted with its category (ON DELETE CASCADE).
 */
@Entity({ name: 'category_former_names' })
export class CategoryFormerName {
  @PrimaryColumn({ type: 'varchar', length: CATEGORY_LIMITS.nameMax })
  nameKey!: string;

  @Column({ type: 'int' })
  categoryId!: number;
}
