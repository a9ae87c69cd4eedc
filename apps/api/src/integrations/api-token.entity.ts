import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { API_TOKEN_LIMITS, type ApiTokenScope } from '@csec/contracts';

/** An integration and its API token (migrations/1796600000000-api-tokens); the token itself is never stored. */
@Entity({ name: 'api_tokens' })
export class ApiToken {
  @PrimaryGeneratedColumn()
  id!: number;

  /** Signs what it writes (a post's author and last writer), as a username does. */
  @Column({ type: 'varchar', length: API_TOKEN_LIMITS.nameMax })
  name!: string;

  @Column({ type: 'varchar', length: 255, transformer: { to: (scopes: ApiTokenScope[]) => scopes.join(','), from: (text: string) => text.split(',') } })
  scopes!: ApiTokenScope[];

  /**
   * SHA-256 of the token, hex. A token is 256 random bits, so no slow hash is needed: nobody can
   * guess one from its hash, and a lookup by hash costs one indexed read.
   */
  @Index('IDX_api_tokens_tokenHash', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  tokenHash!: string;

  /** The token's first characters, to tell tokens apart in the list. */
  @Column({ type: 'varchar', length: API_TOKEN_LIMITS.shownPrefix })
  prefix!: string;

  /** The staff member who made it; null once that account is gone. Not a foreign key: the row outlives it. */
  @Column({ type: 'int', nullable: true })
  createdById!: number | null;

  @Column({ type: 'varchar', length: 24 })
  createdByName!: string;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;

  @Column({ type: 'datetime', nullable: true })
  expiresAt!: Date | null;

  @Column({ type: 'datetime', nullable: true })
  lastUsedAt!: Date | null;

  @Column({ type: 'varchar', length: 45, nullable: true })
  lastUsedIp!: string | null;

  /** Set when revoked: the row stays, so the activity log and the list can still name it. */
  @Column({ type: 'datetime', nullable: true })
  revokedAt!: Date | null;
}
