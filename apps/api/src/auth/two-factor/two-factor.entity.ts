import { Column, Entity, PrimaryColumn } from 'typeorm';

/** An account's TOTP state (RFC 6238); no row means two-factor login was never set up. */
@Entity({ name: 'user_two_factor' })
export class UserTwoFactor {
  @PrimaryColumn({ type: 'integer' })
  userId!: number;

  /** Base32 secret in use; null until set-up is confirmed with a code. */
  @Column({ type: 'varchar', length: 64, nullable: true, select: false })
  secret!: string | null;

  /** Secret offered by set-up and not yet confirmed; a new set-up replaces it. */
  @Column({ type: 'varchar', length: 64, nullable: true, select: false })
  pendingSecret!: string | null;

  @Column({ type: 'datetime', nullable: true })
  enabledAt!: Date | null;

  /** The 30-second step of the last code accepted: a code is never accepted twice. */
  @Column({ type: 'integer', nullable: true })
  lastUsedStep!: number | null;

  /** Codes tried since the last right one (each counted before it is checked); every 5th locks (code-lock.ts). */
  @Column({ type: 'integer', default: 0 })
  failedCodes!: number;

  /** Until when codes are refused without being checked; null or past: not locked. */
  @Column({ type: 'datetime', nullable: true })
  lockedUntil!: Date | null;
}
