import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { CATEGORY_LIMITS } from '@csec/contracts';

@Entity({ name: 'categories' })
export class Category {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: CATEGORY_LIMITS.nameMax })
  name!: string;

  /** The name lower-cased: unique, so 'insight' and 'Insight' cannot both exist on any database. */
  @Column({ type: 'varchar', length: CATEGORY_LIMITS.nameMax, unique: true })
  nameKey!: string;

  @Column({ type: 'varchar', length: CATEGORY_LIMITS.descriptionMax })
  description!: string;

  /** What the Indonesian pages call the category; '' shows the English name there. Tag URLs keep the English name. */
  @Column({ type: 'varchar', length: CATEGORY_LIMITS.nameMax, default: '' })
  indonesianName!: string;

  /** '' shows the English description on the Indonesian pages. */
  @Column({ type: 'varchar', length: CATEGORY_LIMITS.descriptionMax, default: '' })
  indonesianDescription!: string;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;
}
