import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One try at sending a delivery: what the receiver answered, or why nothing was. */
@Entity({ name: 'webhook_attempts' })
export class WebhookAttempt {
  @PrimaryGeneratedColumn()
  id!: number;

  @Index('IDX_webhook_attempts_deliveryId')
  @Column({ type: 'varchar', length: 36 })
  deliveryId!: string;

  @Column({ type: 'datetime', precision: 3 })
  attemptedAt!: Date;

  /** The receiver's HTTP status; null when it gave none (refused, timed out, a forbidden address). */
  @Column({ type: 'int', nullable: true })
  statusCode!: number | null;

  @Column({ type: 'int' })
  durationMs!: number;

  /** Why it failed, or the start of a non-2xx answer's body. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  error!: string | null;
}
