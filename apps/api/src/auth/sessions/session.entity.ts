import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** One login: the token carries its id, and a token whose session row is gone is refused. */
@Entity({ name: 'sessions' })
export class Session {
  /** A random UUID: unguessable, and shown to its owner in the sessions list. */
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  @Index('IDX_sessions_userId')
  @Column({ type: 'integer' })
  userId!: number;

  @Column({ type: 'datetime' })
  createdAt!: Date;

  @Column({ type: 'datetime' })
  lastSeenAt!: Date;

  /** When the token issued with it expires; a session past it is gone for good. */
  @Index('IDX_sessions_expiresAt')
  @Column({ type: 'datetime' })
  expiresAt!: Date;

  @Column({ type: 'varchar', length: 45, nullable: true })
  ip!: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  userAgent!: string | null;
}
