import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

/**
 * `user_two_factor.failedCodes` and `lockedUntil`: wrong second-factor codes since the last right
 * one, and the end of the lock they caused (auth/two-factor/code-lock.ts). Kept in the table, not in
 * a process's memory, so a lock holds in every API process and across restarts.
 */
export class TwoFactorLock1796300000000 implements MigrationInterface {
  name = 'TwoFactorLock1796300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('user_two_factor', [
      new TableColumn({ name: 'failedCodes', type: 'integer', isNullable: false, default: 0 }),
      new TableColumn({ name: 'lockedUntil', type: 'datetime', isNullable: true }),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumns('user_two_factor', ['lockedUntil', 'failedCodes']);
  }
}
