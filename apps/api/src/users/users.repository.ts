import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, In, Repository } from 'typeorm';
import { PAGE_SIZE, type DashboardLanguage } from '@csec/contracts';
import type { AccountIdentity } from '../common/guards/auth-user';
import { LIKE_ESCAPE, offsetOf } from '../common/http/pagination';
import { within } from '../database/transactions';
import { User } from './user.entity';

/** The only door to the `users` table; the users module's own. */
@Injectable()
export class UsersRepository {
  constructor(@InjectRepository(User) private readonly repo: Repository<User>) {}

  findById(id: number): Promise<User | null> {
    return this.repo.findOne({ where: { id } });
  }

  findAuthUser(id: number): Promise<AccountIdentity | null> {
    return this.repo.findOne({ where: { id }, select: { id: true, username: true, email: true, role: true } });
  }

  async findPasswordHash(id: number): Promise<string | undefined> {
    return (await this.repo.findOne({ where: { id }, select: { id: true, passwordHash: true } }))?.passwordHash;
  }

  findCredentialsByEmail(email: string): Promise<Pick<User, 'id' | 'username' | 'role' | 'passwordHash'> | null> {
    return this.repo.findOne({ where: { email }, select: { id: true, username: true, role: true, passwordHash: true } });
  }

  superadminExists(): Promise<boolean> {
    return this.repo.existsBy({ role: 'superadmin' });
  }

  /** 15 a page, newest first; `pattern` (from likePattern) matches the lower-cased username or the e-mail. */
  page(page: number, pattern: string | undefined): Promise<[User[], number]> {
    const qb = this.repo.createQueryBuilder('u');
    if (pattern) {
      qb.where(
        new Brackets((w) =>
          w.where(`LOWER(u.username) LIKE :pattern ${LIKE_ESCAPE}`, { pattern }).orWhere(`u.email LIKE :pattern ${LIKE_ESCAPE}`, { pattern }),
        ),
      );
    }
    return qb.orderBy('u.createdAt', 'DESC').addOrderBy('u.id', 'DESC').skip(offsetOf(page)).take(PAGE_SIZE).getManyAndCount();
  }

  /** The usernames of these accounts (deleted ones left out), in the database's name order. */
  async usernamesOf(ids: readonly number[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await this.repo.find({ where: { id: In([...ids]) }, select: { id: true, username: true }, order: { username: 'ASC' } });
    return rows.map((row) => row.username);
  }

  emailTaken(email: string, exceptId?: number): Promise<boolean> {
    return this.repo
      .createQueryBuilder('u')
      .where('u.email = :email', { email })
      .andWhere(exceptId ? 'u.id != :exceptId' : '1=1', { exceptId })
      .getExists();
  }

  /** Another account holding this username key, if any. */
  findByUsernameKey(key: string, exceptId?: number): Promise<Pick<User, 'id' | 'username'> | null> {
    return this.repo
      .createQueryBuilder('u')
      .select(['u.id', 'u.username'])
      .where('u.usernameKey = :key', { key })
      .andWhere(exceptId ? 'u.id != :exceptId' : '1=1', { exceptId })
      .getOne();
  }

  save(fields: Pick<User, 'username' | 'usernameKey' | 'email' | 'role' | 'passwordHash'>): Promise<User> {
    return this.repo.save(this.repo.create(fields));
  }

  /** In the caller's transaction, if any: the effects of a change (sessions ended, bylines rewritten) commit with it. */
  async update(id: number, patch: Partial<User>): Promise<void> {
    await within(this.repo).update({ id }, patch);
  }

  /** A preference, not a profile change: updatedAt (the profile's version, as the dashboard keys its form) stays. */
  async setLanguage(id: number, language: DashboardLanguage): Promise<void> {
    await this.repo.update({ id }, { language, updatedAt: () => 'updatedAt' });
  }

  async delete(id: number): Promise<void> {
    await this.repo.delete({ id });
  }
}
