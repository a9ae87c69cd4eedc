import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One of an account's one-time recovery codes, stored as a SHA-256 hash (the codes carry 50 random bits). */
@Entity({ name: 'recovery_codes' })
export class RecoveryCode {
  @PrimaryGeneratedColumn()
  id!: number;

  @Index('IDX_recovery_codes_userId')
  @Column({ type: 'integer' })
  userId!: number;

  @Column({ type: 'varchar', length: 64 })
  codeHash!: string;

  @Column({ type: 'datetime', nullable: true })
  usedAt!: Date | null;
}
