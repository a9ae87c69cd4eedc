import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { WebhookDeliveryState, WebhookEvent } from '@csec/contracts';

/**
 * One event for one webhook: the outbox row, written in the transaction of the change it reports,
 * then sent (and retried) in the background by whichever process claims it first.
 */
@Entity({ name: 'webhook_deliveries' })
@Index('IDX_webhook_deliveries_due', ['state', 'nextAttemptAt'])
export class WebhookDelivery {
  /** A UUID: the X-CSEC-Delivery header, the same on every attempt so a receiver can drop a repeat. */
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  @Index('IDX_webhook_deliveries_webhookId')
  @Column({ type: 'int' })
  webhookId!: number;

  @Column({ type: 'varchar', length: 32 })
  event!: WebhookEvent;

  /** The body, exactly as every attempt sends and signs it. */
  @Column({ type: 'text' })
  payload!: string;

  @Column({ type: 'varchar', length: 10 })
  state!: WebhookDeliveryState;

  @Column({ type: 'int', default: 0 })
  attempts!: number;

  /** When it is due (pending only). */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  nextAttemptAt!: Date | null;

  /** Until when a process that claimed it is sending it; another process leaves it alone until then. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  lockedUntil!: Date | null;

  /** Set by the code (the activity log's way): the same precision on both databases. */
  @Column({ type: 'datetime', precision: 3 })
  createdAt!: Date;
}
