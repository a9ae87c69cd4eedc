import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

/**
 * `blogs.version`: a number every write of a post raises by one (TypeORM's version column), so a
 * save that names the version it edited is refused when someone saved in between. Existing posts
 * start at 1. It runs before the later migrations of the blogs table: on SQLite adding a column
 * rebuilds the table, which would drop objects such as triggers made on it before.
 */
export class BlogVersion1795850000000 implements MigrationInterface {
  name = 'BlogVersion1795850000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('blogs', new TableColumn({ name: 'version', type: 'int', isNullable: false, default: 1 }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('blogs', 'version');
  }
}
