import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, LessThan, MoreThan, Not, Repository } from 'typeorm';
import { within } from '../../database/transactions';
import { Session } from './session.entity';

/** The only door to the `sessions` table. Ending sessions joins the caller's transaction (a password, role or two-factor change). */
@Injectable()
export class SessionsRepository {
  constructor(@InjectRepository(Session) private readonly repo: Repository<Session>) {}

  insert(session: Session): Promise<unknown> {
    return this.repo.insert(session);
  }

  /** The session while it has not expired. */
  findAlive(id: string, now: Date): Promise<Session | null> {
    return this.repo.findOne({ where: { id, expiresAt: MoreThan(now) } });
  }

  /** An account's unexpired sessions, the most recently used first. */
  listAlive(userId: number, now: Date): Promise<Session[]> {
    return this.repo.find({ where: { userId, expiresAt: MoreThan(now) }, order: { lastSeenAt: 'DESC', createdAt: 'DESC' } });
  }

  async idsOf(userId: number, exceptId?: string): Promise<string[]> {
    const rows = await within(this.repo).find({ select: { id: true }, where: exceptId ? { userId, id: Not(exceptId) } : { userId } });
    return rows.map((row) => row.id);
  }

  async delete(ids: string[]): Promise<number> {
    if (ids.length === 0) return 0;
    return (await within(this.repo).delete({ id: In(ids) })).affected ?? 0;
  }

  touch(id: string, at: Date): Promise<unknown> {
    return this.repo.update({ id }, { lastSeenAt: at });
  }

  deleteExpired(now: Date): Promise<unknown> {
    return this.repo.delete({ expiresAt: LessThan(now) });
  }
}
