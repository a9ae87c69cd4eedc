import { MigrationInterface, QueryRunner, Table } from 'typeorm';

/**
 * The activity module's table: one row per staff action, only ever inserted (the retention job
 * removes old rows). Schema builder only, so one migration serves SQLite and MySQL/MariaDB; the
 * lengths are ACTIVITY_LIMITS' as they were written.
 */
export class ActivityLog1795800000000 implements MigrationInterface {
  name = 'ActivityLog1795800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'activity_log',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          // DATETIME(3) on MySQL: actions a few milliseconds apart keep their order and their from/to filter.
          { name: 'createdAt', type: 'datetime', precision: 3 },
          // No foreign key: a row keeps its actor's id after the account is deleted.
          { name: 'actorId', type: 'integer', isNullable: true },
          { name: 'actorName', type: 'varchar', length: '64', isNullable: true },
          { name: 'action', type: 'varchar', length: '32' },
          { name: 'targetType', type: 'varchar', length: '16' },
          { name: 'targetId', type: 'varchar', length: '64', isNullable: true },
          { name: 'targetLabel', type: 'varchar', length: '255', isNullable: true },
          // 45 characters: the longest textual IPv6 address (with an embedded IPv4 part).
          { name: 'ip', type: 'varchar', length: '45', isNullable: true },
          { name: 'summary', type: 'varchar', length: '255', isNullable: true },
        ],
        indices: [
          // the list, newest first, and the retention job's delete by age
          { name: 'IDX_activity_log_createdAt', columnNames: ['createdAt'] },
          // the same, filtered by actor or by action
          { name: 'IDX_activity_log_actorId_createdAt', columnNames: ['actorId', 'createdAt'] },
          { name: 'IDX_activity_log_action_createdAt', columnNames: ['action', 'createdAt'] },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('activity_log');
  }
}
