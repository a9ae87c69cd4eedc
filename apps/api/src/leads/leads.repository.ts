import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, Repository, SelectQueryBuilder } from 'typeorm';
import { PAGE_SIZE, type LeadKind, type LeadStatus } from '@csec/contracts';
import { LIKE_ESCAPE, offsetOf } from '../common/http/pagination';
import { within } from '../database/transactions';
import { Lead } from './lead.entity';

/** What the staff list and the export filter on; `pattern` comes from likePattern() of the lower-cased search text. */
export interface LeadCriteria {
  pattern?: string;
  kind?: LeadKind;
  status?: LeadStatus;
}

/** The columns the staff search reads. */
const SEARCHED = ['name', 'organisation', 'email', 'interest', 'message'] as const;

/** The only door to the `leads` table; the leads module's own. */
@Injectable()
export class LeadsRepository {
  constructor(@InjectRepository(Lead) private readonly repo: Repository<Lead>) {}

  findById(id: number): Promise<Lead | null> {
    return this.repo.findOneBy({ id });
  }

  /** 15 a page, newest first. */
  page(page: number, criteria: LeadCriteria): Promise<[Lead[], number]> {
    return this.matching(criteria).skip(offsetOf(page)).take(PAGE_SIZE).getManyAndCount();
  }

  /** Every matching lead, newest first (the export). */
  all(criteria: LeadCriteria): Promise<Lead[]> {
    return this.matching(criteria).getMany();
  }

  /** In the caller's transaction, with the columns the database filled (id, status, times) read back. */
  save(fields: Omit<Lead, 'id' | 'status' | 'createdAt' | 'updatedAt'>): Promise<Lead> {
    return within(this.repo).save(this.repo.create(fields));
  }

  /** True when the lead exists. */
  async updateStatus(id: number, status: LeadStatus): Promise<boolean> {
    const result = await this.repo.update({ id }, { status });
    return !!result.affected;
  }

  /** True when a row was deleted. */
  async delete(id: number): Promise<boolean> {
    const result = await this.repo.delete({ id });
    return !!result.affected;
  }

  private matching({ pattern, kind, status }: LeadCriteria): SelectQueryBuilder<Lead> {
    const qb = this.repo.createQueryBuilder('l').where('1=1');
    if (kind) qb.andWhere('l.kind = :kind', { kind });
    if (status) qb.andWhere('l.status = :status', { status });
    if (pattern) {
      qb.andWhere(
        new Brackets((w) => {
          for (const column of SEARCHED) w.orWhere(`LOWER(l.${column}) LIKE :pattern ${LIKE_ESCAPE}`, { pattern });
        }),
      );
    }
    return qb.orderBy('l.createdAt', 'DESC').addOrderBy('l.id', 'DESC');
  }
}
