import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { DashboardLanguage, Role } from '@csec/contracts';
import { USERNAME_KEY_MAX } from './identity';

@Entity({ name: 'users' })
export class User {
  @PrimaryGeneratedColumn()
  id!: number;

  /** Shown as typed (trimmed); uniqueness is usernameKey's. */
  @Column({ type: 'varchar', length: 24 })
  username!: string;

  /**
   * usernameKey() of the username: equal for names that differ only in case or read alike
   * ('ѕuperadmin' with a Cyrillic ѕ). Binary collation, so the unique index compares exactly that.
   * Rows that collided when the key was introduced keep a '#<id>' suffix (see the migration).
   */
  @Index('IDX_users_usernameKey', { unique: true })
  @Column({ type: 'varchar', length: USERNAME_KEY_MAX })
  usernameKey!: string;

  /** normalizeEmail() of the address (NFKC, trimmed, lower-cased), compared exactly (binary collation). */
  @Index('IDX_users_email', { unique: true })
  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ type: 'varchar', length: 16 })
  role!: Role;

  /** argon2id hash; never selected unless asked for. */
  @Column({ type: 'varchar', length: 255, select: false })
  passwordHash!: string;

  /** The dashboard's language for this account (migrations/1796900000000-user-language). */
  @Column({ type: 'varchar', length: 2, default: 'en' })
  language!: DashboardLanguage;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updatedAt!: Date;
}
