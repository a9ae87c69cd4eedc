import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';
import { dropColumnsInPlace } from './schema-steps';

/**
 * `users.language`: the dashboard language each account chose ('en' or 'id'); existing accounts
 * keep English. On SQLite the new column rebuilds `users`; nothing is lost by it: the table has no
 * triggers, and TypeORM turns foreign keys off before it runs pending migrations, so the rebuild
 * does not cascade into the sessions and two-factor rows that reference it. Undone, the column is
 * dropped in place (schema-steps.ts), as foreign keys are on then.
 */
export class UserLanguage1796900000000 implements MigrationInterface {
  name = 'UserLanguage1796900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('users', new TableColumn({ name: 'language', type: 'varchar', length: '2', isNullable: false, default: "'en'" }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropColumnsInPlace(queryRunner, 'users', ['language']);
  }
}
