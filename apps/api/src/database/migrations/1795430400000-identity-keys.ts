import { Logger } from '@nestjs/common';
import { MigrationInterface, QueryRunner, Table, TableColumn, TableIndex, TableUnique } from 'typeorm';
import { normalizeEmail, USERNAME_KEY_MAX, usernameKey } from '../../users/identity';
import { dropSingleColumnUnique } from './schema-steps';

const USERNAME_KEY_INDEX = 'IDX_users_usernameKey';
const EMAIL_INDEX = 'IDX_users_email';

/**
 * One identity per person: e-mails are stored normalised (users/identity.ts) and compared
 * exactly, and a usernameKey column (case and look-alikes folded) carries the username's
 * uniqueness. Both unique indexes get names, so a unique violation is told apart by the index.
 *
 * The auto-named unique constraints of the first migration go: the one on username compared
 * less than usernameKey does (and, on MySQL, with the column's folding collation), and an
 * unnamed index firing first in a race could not be told apart.
 *
 * Existing rows are kept whole. Where two of them now collide, the older row (lower id) keeps
 * the clean value: the later one keeps its e-mail as it was stored, or gets its usernameKey
 * suffixed with '#<id>'. Both are logged so an administrator can sort the accounts out.
 */
export class IdentityKeys1795430400000 implements MigrationInterface {
  name = 'IdentityKeys1795430400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const mysql = queryRunner.connection.options.type === 'mysql';
    const logger = new Logger('Migration');

    let table = await getUsers(queryRunner);
    await dropSingleColumnUnique(queryRunner, table, 'username');
    await dropSingleColumnUnique(queryRunner, table, 'email');

    if (mysql) {
      // Dialect SQL because TypeORM's changeColumn may drop and re-add a column it thinks changed
      // type. utf8mb4_bin: the database's utf8mb4_unicode_ci would fold 'ā' into 'a' and 'ａ' into
      // 'a' again, behind the application's back. SQLite's default BINARY collation already compares exactly.
      await queryRunner.query('ALTER TABLE `users` MODIFY `email` varchar(254) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL');
    }

    // Nullable until filled: SQLite copies the rows into a rebuilt table, where NOT NULL without a value would fail.
    await queryRunner.addColumn(
      'users',
      new TableColumn({
        name: 'usernameKey',
        type: 'varchar',
        length: String(USERNAME_KEY_MAX),
        isNullable: true,
        ...(mysql ? { charset: 'utf8mb4', collation: 'utf8mb4_bin' } : {}),
      }),
    );

    const rows: { id: number; username: string; email: string }[] = await queryRunner.manager
      .createQueryBuilder()
      .select(['u.id AS id', 'u.username AS username', 'u.email AS email'])
      .from('users', 'u')
      .orderBy('u.id', 'ASC')
      .getRawMany();

    const keys = new Set<string>();
    const emails = new Set(rows.filter((r) => normalizeEmail(r.email) === r.email).map((r) => r.email));
    for (const row of rows) {
      let key = usernameKey(row.username);
      if (keys.has(key)) {
        logger.warn(`users #${row.id} '${row.username}' reads like an older account's name; its usernameKey gets the suffix #${row.id}`);
        while (keys.has(key)) key = `${key}#${row.id}`;
      }
      keys.add(key);

      let email = row.email;
      const normalized = normalizeEmail(row.email);
      if (normalized !== row.email) {
        if (emails.has(normalized)) {
          logger.warn(`users #${row.id}: e-mail '${row.email}' is another account's once normalised; kept as stored (it cannot log in until changed)`);
        } else {
          email = normalized;
        }
        emails.add(email);
      }
      await queryRunner.manager.createQueryBuilder().update('users').set({ usernameKey: key, email }).where('id = :id', { id: row.id }).execute();
    }

    table = await getUsers(queryRunner);
    const column = table.findColumnByName('usernameKey')!;
    const required = column.clone();
    required.isNullable = false;
    await queryRunner.changeColumn(table, column, required);

    await queryRunner.createIndex('users', new TableIndex({ name: USERNAME_KEY_INDEX, columnNames: ['usernameKey'], isUnique: true }));
    await queryRunner.createIndex('users', new TableIndex({ name: EMAIL_INDEX, columnNames: ['email'], isUnique: true }));
  }

  /**
   * Back to the first schema. E-mails stay normalised (still the same addresses). It fails rather
   * than drop rows if accounts created since differ only in ways the old indexes fold (on MySQL,
   * 'ādmin@x.test' beside 'admin@x.test').
   */
  async down(queryRunner: QueryRunner): Promise<void> {
    const mysql = queryRunner.connection.options.type === 'mysql';
    await queryRunner.dropIndex('users', USERNAME_KEY_INDEX);
    await queryRunner.dropIndex('users', EMAIL_INDEX);
    await queryRunner.dropColumn('users', 'usernameKey');
    if (mysql) {
      // Without CHARACTER SET/COLLATE the column takes the table's default again, as the first migration left it.
      await queryRunner.query('ALTER TABLE `users` MODIFY `email` varchar(254) NOT NULL');
    }
    const table = await getUsers(queryRunner);
    for (const column of ['username', 'email']) {
      const name = queryRunner.connection.namingStrategy.uniqueConstraintName(table, [column]);
      // MySQL has unique indexes only; SQLite keeps the first migration's inline UNIQUE constraint.
      if (mysql) await queryRunner.createIndex(table, new TableIndex({ name, columnNames: [column], isUnique: true }));
      else await queryRunner.createUniqueConstraint(table, new TableUnique({ name, columnNames: [column] }));
    }
  }
}

async function getUsers(queryRunner: QueryRunner): Promise<Table> {
  const table = await queryRunner.getTable('users');
  if (!table) throw new Error('The users table is missing; the initial migration has not run');
  return table;
}
