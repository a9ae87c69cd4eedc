import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'categories' })
export class Category {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 60 })
  name!: string;

  /** The name lower-cased: unique, so 'insight' and 'Insight' cannot both exist on any database. */
  @Column({ type: 'varchar', length: 60, unique: true })
  nameKey!: string;

  @Column({ type: 'varchar', length: 500 })
  description!: string;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;
}
