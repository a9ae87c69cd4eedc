import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { WEBHOOK_LIMITS, type WebhookEvent } from '@csec/contracts';

/** A receiver of signed deliveries (migrations/1796500000000-webhooks). */
@Entity({ name: 'webhooks' })
export class Webhook {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: WEBHOOK_LIMITS.urlMax })
  url!: string;

  /** The events it receives, comma-separated names of WEBHOOK_EVENTS. */
  @Column({ type: 'varchar', length: 255, transformer: { to: (events: WebhookEvent[]) => events.join(','), from: (text: string) => text.split(',') } })
  events!: WebhookEvent[];

  /**
   * The HMAC key deliveries are signed with: kept as it is, since signing needs it (as Stripe and
   * Ghost keep theirs); shown once, when made or rolled. Never selected unless asked for.
   */
  @Column({ type: 'varchar', length: 64, select: false })
  secret!: string;

  /** Made from LEADS_WEBHOOK_URL at start-up: the operator's own address, which the private-address guard trusts. */
  @Column({ type: 'boolean', default: false })
  fromEnvironment!: boolean;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updatedAt!: Date;
}
