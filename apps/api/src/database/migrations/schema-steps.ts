import type { QueryRunner, Table } from 'typeorm';

/** Drops the first migration's `isUnique: true` of one column: a UNIQUE constraint on SQLite, a unique index on MySQL, both auto-named. */
export async function dropSingleColumnUnique(queryRunner: QueryRunner, table: Table, column: string): Promise<void> {
  const only = (names: string[]) => names.length === 1 && names[0] === column;
  const unique = table.uniques.find((u) => only(u.columnNames));
  if (unique) await queryRunner.dropUniqueConstraint(table, unique);
  const index = table.indices.find((i) => i.isUnique && only(i.columnNames));
  if (index) await queryRunner.dropIndex(table, index);
}

/**
 * Drops columns without rebuilding the table. TypeORM drops a column on SQLite by copying the table
 * into a new one and dropping the old: when a migration is undone (undoLastMigration) foreign keys
 * are still on inside its transaction, so dropping the old table would cascade into every table
 * that references it (sessions, revisions). SQLite's own ALTER TABLE ... DROP COLUMN (3.35+) keeps
 * the rows where they are; the columns must be in no index by then.
 */
export async function dropColumnsInPlace(queryRunner: QueryRunner, table: string, columns: string[]): Promise<void> {
  if (queryRunner.connection.options.type === 'mysql') return queryRunner.dropColumns(table, columns);
  for (const column of columns) await queryRunner.query(`ALTER TABLE "${table}" DROP COLUMN "${column}"`);
  // The query runner keeps its own copy of each table's columns for later steps: read afresh.
  await queryRunner.getTable(table);
}
