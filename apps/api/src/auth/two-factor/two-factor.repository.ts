import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository } from 'typeorm';
import { Transactions, within } from '../../database/transactions';
import { RecoveryCode } from './recovery-code.entity';
import { UserTwoFactor } from './two-factor.entity';

/** The only door to `user_two_factor` and `recovery_codes`. */
@Injectable()
export class TwoFactorRepository {
  constructor(
    @InjectRepository(UserTwoFactor) private readonly states: Repository<UserTwoFactor>,
    @InjectRepository(RecoveryCode) private readonly codes: Repository<RecoveryCode>,
    private readonly transactions: Transactions,
  ) {}

  /** The state with both secrets (never selected otherwise). */
  findWithSecrets(userId: number): Promise<UserTwoFactor | null> {
    return this.states.findOne({
      where: { userId },
      select: { userId: true, secret: true, pendingSecret: true, enabledAt: true, lastUsedStep: true },
    });
  }

  async isEnabled(userId: number): Promise<boolean> {
    const row = await this.states.findOne({ where: { userId }, select: { userId: true, enabledAt: true } });
    return row?.enabledAt != null;
  }

  async savePending(userId: number, pendingSecret: string): Promise<void> {
    await this.states.upsert({ userId, pendingSecret }, ['userId']);
  }

  /** Turns the pending secret on and replaces the recovery codes, in one transaction (the caller's, if any). */
  async enable(userId: number, secret: string, step: number, codeHashes: string[]): Promise<void> {
    await this.transactions.run(async () => {
      await within(this.states).update({ userId }, { secret, pendingSecret: null, enabledAt: new Date(), lastUsedStep: step });
      await within(this.codes).delete({ userId });
      await within(this.codes).insert(codeHashes.map((codeHash) => ({ userId, codeHash, usedAt: null })));
    });
  }

  /** Turns it off and drops the recovery codes, in one transaction (the caller's, if any). */
  async disable(userId: number): Promise<void> {
    await this.transactions.run(async () => {
      await within(this.codes).delete({ userId });
      await within(this.states).delete({ userId });
    });
  }

  /**
   * Records a code's step as used, only if it is newer than the last one: two requests racing
   * with the same code cannot both win.
   */
  async useStep(userId: number, step: number): Promise<boolean> {
    const result = await this.states
      .createQueryBuilder()
      .update()
      .set({ lastUsedStep: step })
      .where('userId = :userId AND (lastUsedStep IS NULL OR lastUsedStep < :step)', { userId, step })
      .execute();
    return (result.affected ?? 0) > 0;
  }

  /** Spends an unused recovery code; false when it is unknown or already spent. */
  async useRecoveryCode(userId: number, codeHash: string): Promise<boolean> {
    const result = await this.codes.update({ userId, codeHash, usedAt: IsNull() }, { usedAt: new Date() });
    return (result.affected ?? 0) > 0;
  }

  /** The code count and lock of an account with two-factor login on; null when it is off. */
  async codeLock(userId: number): Promise<{ failedCodes: number; lockedUntil: Date | null } | null> {
    const row = await this.states.findOne({ where: { userId }, select: { userId: true, enabledAt: true, failedCodes: true, lockedUntil: true } });
    return row?.enabledAt ? { failedCodes: row.failedCodes, lockedUntil: row.lockedUntil } : null;
  }

  /**
   * Counts one more code attempt, with the lock it starts (if any), only while the count is still
   * `seen`: of requests racing from one reading, one counts and the others read again, so no
   * number of parallel guesses gets past the count.
   */
  async countCode(userId: number, seen: number, lockedUntil: Date | null): Promise<boolean> {
    const result = await this.states
      .createQueryBuilder()
      .update()
      .set({ failedCodes: seen + 1, ...(lockedUntil ? { lockedUntil } : {}) })
      .where('userId = :userId AND failedCodes = :seen', { userId, seen })
      .execute();
    return (result.affected ?? 0) > 0;
  }

  /** A right code, or a new password (in its transaction): the count starts again and any lock ends. */
  async clearCodeCount(userId: number): Promise<void> {
    await within(this.states).update({ userId }, { failedCodes: 0, lockedUntil: null });
  }

  unusedRecoveryCodes(userId: number): Promise<number> {
    return this.codes.countBy({ userId, usedAt: IsNull() });
  }
}
