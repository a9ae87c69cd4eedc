import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, LessThan, LessThanOrEqual, Or, Repository } from 'typeorm';
import type { WebhookEvent } from '@csec/contracts';
import { statementRetried, within } from '../database/transactions';
import { Webhook } from './webhook.entity';
import { WebhookAttempt } from './webhook-attempt.entity';
import { WebhookDelivery } from './webhook-delivery.entity';

/** How long a process that claimed a delivery has to send it before another may (a crash mid-send). */
export const CLAIM_MS = 60_000;

/** Outbox rows per INSERT (9 bound values each, well under SQLite's limit of 32,766). */
const INSERT_SLICE = 500;

/** The only door to the webhooks module's tables: `webhooks`, `webhook_deliveries`, `webhook_attempts`. */
@Injectable()
export class WebhooksRepository {
  constructor(
    @InjectRepository(Webhook) private readonly hooks: Repository<Webhook>,
    @InjectRepository(WebhookDelivery) private readonly deliveries: Repository<WebhookDelivery>,
    @InjectRepository(WebhookAttempt) private readonly attempts: Repository<WebhookAttempt>,
  ) {}

  list(): Promise<Webhook[]> {
    return this.hooks.find({ order: { id: 'ASC' } });
  }

  findById(id: number): Promise<Webhook | null> {
    return this.hooks.findOneBy({ id });
  }

  findFromEnvironment(): Promise<Webhook | null> {
    return this.hooks.findOneBy({ fromEnvironment: true });
  }

  /** With its secret, for signing. */
  findWithSecret(id: number): Promise<Webhook | null> {
    return this.hooks.createQueryBuilder('w').addSelect('w.secret').where('w.id = :id', { id }).getOne();
  }

  /** The webhooks that receive `event`, in the caller's transaction. */
  async subscribedTo(event: WebhookEvent): Promise<Webhook[]> {
    return (await within(this.hooks).find()).filter((hook) => hook.events.includes(event));
  }

  insert(fields: Pick<Webhook, 'url' | 'events' | 'secret' | 'fromEnvironment'>): Promise<Webhook> {
    return this.hooks.save(this.hooks.create(fields));
  }

  async update(id: number, patch: Partial<Pick<Webhook, 'url' | 'events' | 'secret'>>): Promise<void> {
    await this.hooks.update({ id }, patch);
  }

  async delete(id: number): Promise<boolean> {
    return !!(await this.hooks.delete({ id })).affected;
  }

  /** The outbox rows of one change, in its transaction. */
  async insertDeliveries(rows: Pick<WebhookDelivery, 'id' | 'webhookId' | 'event' | 'payload' | 'createdAt' | 'nextAttemptAt'>[]): Promise<void> {
    // In slices: a rename can reach every published post, and one INSERT of thousands of rows passes SQLite's bound-parameter limit.
    for (let i = 0; i < rows.length; i += INSERT_SLICE) {
      const slice = rows.slice(i, i + INSERT_SLICE);
      await within(this.deliveries).insert(slice.map((row) => ({ ...row, state: 'pending' as const, attempts: 0, lockedUntil: null })));
    }
  }

  /** Ids of pending deliveries due by `now` and claimed by no live process, oldest first. */
  async dueIds(now: Date, max: number): Promise<string[]> {
    const rows = await this.deliveries.find({
      select: { id: true },
      where: { state: 'pending', nextAttemptAt: LessThanOrEqual(now), lockedUntil: Or(IsNull(), LessThan(now)) },
      order: { nextAttemptAt: 'ASC' },
      take: max,
    });
    return rows.map((row) => row.id);
  }

  /**
   * Claims a due delivery for this process until `until`, as one conditional UPDATE: of several
   * processes asking at once exactly one gets true (as the scheduler claims posts).
   */
  async claim(id: string, now: Date, until: Date): Promise<boolean> {
    const result = await statementRetried(() =>
      this.deliveries
        .createQueryBuilder()
        .update(WebhookDelivery)
        .set({ lockedUntil: until })
        .where('id = :id', { id })
        .andWhere('state = :pending', { pending: 'pending' })
        .andWhere('nextAttemptAt <= :now', { now })
        .andWhere('(lockedUntil IS NULL OR lockedUntil < :now)', { now })
        .execute(),
    );
    return !!result.affected;
  }

  findDelivery(id: string): Promise<WebhookDelivery | null> {
    return this.deliveries.findOneBy({ id });
  }

  /** One attempt's record, and the delivery's state after it, in one transaction. */
  async recordAttempt(attempt: Omit<WebhookAttempt, 'id'>, next: Pick<WebhookDelivery, 'state' | 'attempts' | 'nextAttemptAt'>): Promise<void> {
    await this.deliveries.manager.transaction(async (manager) => {
      await manager.insert(WebhookAttempt, attempt);
      await manager.update(WebhookDelivery, { id: attempt.deliveryId }, { ...next, lockedUntil: null });
    });
  }

  /** Sends a delivery again: pending and due now, with its attempts counted afresh. */
  async requeue(id: string, now: Date): Promise<void> {
    await this.deliveries.update({ id }, { state: 'pending', attempts: 0, nextAttemptAt: now, lockedUntil: null });
  }

  /** One page of a webhook's deliveries, newest first, each with its attempts. */
  async deliveriesOf(webhookId: number, offset: number, limit: number): Promise<[WebhookDelivery[], number, WebhookAttempt[]]> {
    const [rows, total] = await this.deliveries.findAndCount({ where: { webhookId }, order: { createdAt: 'DESC', id: 'ASC' }, skip: offset, take: limit });
    const attempts =
      rows.length === 0
        ? []
        : await this.attempts
            .createQueryBuilder('a')
            .where('a.deliveryId IN (:...ids)', { ids: rows.map((row) => row.id) })
            .orderBy('a.attemptedAt', 'ASC')
            .addOrderBy('a.id', 'ASC')
            .getMany();
    return [rows, total, attempts];
  }
}
