import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThan, Repository } from 'typeorm';
import { PAGE_SIZE, type ActivityAction } from '@csec/contracts';
import { offsetOf } from '../common/http/pagination';
import { ActivityEntry } from './activity.entity';

/** What the list filters on; `from` and `to` are inclusive. */
export interface ActivityCriteria {
  actorId?: number;
  action?: ActivityAction;
  from?: Date;
  to?: Date;
}

/**
 * The only door to the `activity_log` table, and an append-only one: rows go in and are read;
 * none is ever updated, and only the retention job removes any, by age.
 */
@Injectable()
export class ActivityRepository {
  constructor(@InjectRepository(ActivityEntry) private readonly repo: Repository<ActivityEntry>) {}

  async insert(entry: Omit<ActivityEntry, 'id'>): Promise<void> {
    await this.repo.insert(entry);
  }

  /** 15 a page, newest first. */
  page(page: number, { actorId, action, from, to }: ActivityCriteria): Promise<[ActivityEntry[], number]> {
    const qb = this.repo.createQueryBuilder('a').where('1=1');
    if (actorId !== undefined) qb.andWhere('a.actorId = :actorId', { actorId });
    if (action) qb.andWhere('a.action = :action', { action });
    if (from) qb.andWhere('a.createdAt >= :from', { from });
    if (to) qb.andWhere('a.createdAt <= :to', { to });
    return qb.orderBy('a.createdAt', 'DESC').addOrderBy('a.id', 'DESC').skip(offsetOf(page)).take(PAGE_SIZE).getManyAndCount();
  }

  /** The retention job's delete: every row from before `cutoff`. Answers how many went. */
  async deleteOlderThan(cutoff: Date): Promise<number> {
    return (await this.repo.delete({ createdAt: LessThan(cutoff) })).affected ?? 0;
  }
}
