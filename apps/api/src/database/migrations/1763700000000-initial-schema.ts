import { MigrationInterface, QueryRunner, Table, TableForeignKey } from 'typeorm';

/**
 * The whole first schema, written with TypeORM's schema builder so one migration serves
 * SQLite and MySQL/MariaDB. Only the defaults and the large text type differ per driver.
 */
export class InitialSchema1763700000000 implements MigrationInterface {
  name = 'InitialSchema1763700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const mysql = queryRunner.connection.options.type === 'mysql';
    const now = mysql ? 'CURRENT_TIMESTAMP' : "(datetime('now'))";
    const id = { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' as const };
    const timestamps = [
      { name: 'createdAt', type: 'datetime', default: now },
      { name: 'updatedAt', type: 'datetime', default: now },
    ];

    await queryRunner.createTable(
      new Table({
        name: 'users',
        columns: [
          id,
          { name: 'username', type: 'varchar', length: '24', isUnique: true },
          { name: 'email', type: 'varchar', length: '254', isUnique: true },
          { name: 'role', type: 'varchar', length: '16' },
          { name: 'passwordHash', type: 'varchar', length: '255' },
          ...timestamps,
        ],
        indices: [{ name: 'IDX_users_createdAt', columnNames: ['createdAt'] }],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'categories',
        columns: [
          id,
          { name: 'name', type: 'varchar', length: '60' },
          { name: 'nameKey', type: 'varchar', length: '60', isUnique: true },
          { name: 'description', type: 'varchar', length: '500' },
          { name: 'createdAt', type: 'datetime', default: now },
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'blogs',
        columns: [
          id,
          { name: 'slug', type: 'varchar', length: '110', isUnique: true },
          { name: 'title', type: 'varchar', length: '200' },
          // MEDIUMTEXT (16 MB) on MySQL: TEXT's 64 KB is too small for posts with inline images.
          { name: 'content', type: mysql ? 'mediumtext' : 'text' },
          { name: 'excerpt', type: 'varchar', length: '300', default: "''" },
          { name: 'cover', type: 'varchar', length: '500', isNullable: true },
          { name: 'categoryId', type: 'int', isNullable: true },
          { name: 'eventDate', type: 'varchar', length: '32', isNullable: true },
          { name: 'publishStatus', type: 'varchar', length: '10', default: "'draft'" },
          { name: 'publishAt', type: 'datetime', isNullable: true },
          { name: 'publishMonth', type: 'varchar', length: '7', isNullable: true },
          { name: 'authorId', type: 'int', isNullable: true },
          { name: 'createdBy', type: 'varchar', length: '24' },
          { name: 'updatedById', type: 'int', isNullable: true },
          { name: 'updatedBy', type: 'varchar', length: '24', isNullable: true },
          ...timestamps,
        ],
        indices: [
          // public list, newest first; sidebar recent posts
          { name: 'IDX_blogs_status_publishAt', columnNames: ['publishStatus', 'publishAt'] },
          // archive months and the month filter
          { name: 'IDX_blogs_status_month', columnNames: ['publishStatus', 'publishMonth'] },
          // category filter and the "posts still use this category" count
          { name: 'IDX_blogs_category_status', columnNames: ['categoryId', 'publishStatus', 'publishAt'] },
          // staff list, newest first
          { name: 'IDX_blogs_createdAt', columnNames: ['createdAt'] },
          { name: 'IDX_blogs_authorId', columnNames: ['authorId'] },
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_blogs_category',
            columnNames: ['categoryId'],
            referencedTableName: 'categories',
            referencedColumnNames: ['id'],
            onDelete: 'RESTRICT',
          }),
          new TableForeignKey({
            name: 'FK_blogs_author',
            columnNames: ['authorId'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'SET NULL',
          }),
          new TableForeignKey({
            name: 'FK_blogs_updatedBy',
            columnNames: ['updatedById'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'SET NULL',
          }),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'blog_slugs',
        columns: [id, { name: 'slug', type: 'varchar', length: '110', isUnique: true }, { name: 'blogId', type: 'int' }],
        indices: [{ name: 'IDX_blog_slugs_blogId', columnNames: ['blogId'] }],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_blog_slugs_blog',
            columnNames: ['blogId'],
            referencedTableName: 'blogs',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'blog_contributors',
        columns: [
          { name: 'blogId', type: 'int', isPrimary: true },
          { name: 'userId', type: 'int', isPrimary: true },
        ],
        indices: [{ name: 'IDX_blog_contributors_userId', columnNames: ['userId'] }],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_blog_contributors_blog',
            columnNames: ['blogId'],
            referencedTableName: 'blogs',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
          new TableForeignKey({
            name: 'FK_blog_contributors_user',
            columnNames: ['userId'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['blog_contributors', 'blog_slugs', 'blogs', 'categories', 'users']) {
      await queryRunner.dropTable(table);
    }
  }
}
