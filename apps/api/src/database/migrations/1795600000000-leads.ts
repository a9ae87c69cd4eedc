import { MigrationInterface, QueryRunner, Table } from 'typeorm';

/**
 * The leads module's table: registration and contact requests sent from the public site.
 * Schema builder only, so one migration serves SQLite and MySQL/MariaDB. The lengths are
 * LEAD_LIMITS' as they were written, spelled out: a migration keeps describing its own past.
 */
export class Leads1795600000000 implements MigrationInterface {
  name = 'Leads1795600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const mysql = queryRunner.connection.options.type === 'mysql';
    const now = mysql ? 'CURRENT_TIMESTAMP' : "(datetime('now'))";
    await queryRunner.createTable(
      new Table({
        name: 'leads',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'kind', type: 'varchar', length: '16' },
          { name: 'name', type: 'varchar', length: '100' },
          { name: 'organisation', type: 'varchar', length: '150' },
          { name: 'jobTitle', type: 'varchar', length: '100', isNullable: true },
          { name: 'email', type: 'varchar', length: '254' },
          { name: 'phone', type: 'varchar', length: '32', isNullable: true },
          { name: 'interest', type: 'varchar', length: '150', isNullable: true },
          // TEXT holds 64 KB on MySQL: LEAD_LIMITS.messageMax (4,000) characters of 4 bytes each fit.
          { name: 'message', type: 'text', isNullable: true },
          { name: 'status', type: 'varchar', length: '16', default: "'new'" },
          // 45 characters: the longest textual IPv6 address (with an embedded IPv4 part).
          { name: 'clientIp', type: 'varchar', length: '45', isNullable: true },
          { name: 'createdAt', type: 'datetime', default: now },
          { name: 'updatedAt', type: 'datetime', default: now },
        ],
        indices: [
          // the staff list and the export, newest first
          { name: 'IDX_leads_createdAt', columnNames: ['createdAt'] },
          // the same, filtered by kind or by status
          { name: 'IDX_leads_kind_createdAt', columnNames: ['kind', 'createdAt'] },
          { name: 'IDX_leads_status_createdAt', columnNames: ['status', 'createdAt'] },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('leads');
  }
}
