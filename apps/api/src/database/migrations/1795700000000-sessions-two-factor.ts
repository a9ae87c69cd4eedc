import { MigrationInterface, QueryRunner, Table, TableForeignKey } from 'typeorm';

/**
 * The auth module's tables: login sessions, TOTP state and recovery codes. Each row belongs to
 * an account and goes with it (ON DELETE CASCADE), so a deleted account leaves no way back in.
 */
export class SessionsTwoFactor1795700000000 implements MigrationInterface {
  name = 'SessionsTwoFactor1795700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'sessions',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'userId', type: 'integer' },
          { name: 'createdAt', type: 'datetime' },
          { name: 'lastSeenAt', type: 'datetime' },
          { name: 'expiresAt', type: 'datetime' },
          { name: 'ip', type: 'varchar', length: '45', isNullable: true },
          { name: 'userAgent', type: 'varchar', length: '255', isNullable: true },
        ],
        indices: [
          { name: 'IDX_sessions_userId', columnNames: ['userId'] },
          { name: 'IDX_sessions_expiresAt', columnNames: ['expiresAt'] },
        ],
        foreignKeys: [ownedByUser('FK_sessions_userId')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'user_two_factor',
        columns: [
          { name: 'userId', type: 'integer', isPrimary: true },
          { name: 'secret', type: 'varchar', length: '64', isNullable: true },
          { name: 'pendingSecret', type: 'varchar', length: '64', isNullable: true },
          { name: 'enabledAt', type: 'datetime', isNullable: true },
          { name: 'lastUsedStep', type: 'integer', isNullable: true },
        ],
        foreignKeys: [ownedByUser('FK_user_two_factor_userId')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'recovery_codes',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'userId', type: 'integer' },
          { name: 'codeHash', type: 'varchar', length: '64' },
          { name: 'usedAt', type: 'datetime', isNullable: true },
        ],
        indices: [{ name: 'IDX_recovery_codes_userId', columnNames: ['userId'] }],
        foreignKeys: [ownedByUser('FK_recovery_codes_userId')],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('recovery_codes');
    await queryRunner.dropTable('user_two_factor');
    await queryRunner.dropTable('sessions');
  }
}

function ownedByUser(name: string): TableForeignKey {
  return new TableForeignKey({ name, columnNames: ['userId'], referencedTableName: 'users', referencedColumnNames: ['id'], onDelete: 'CASCADE' });
}
