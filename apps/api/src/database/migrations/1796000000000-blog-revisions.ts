import { MigrationInterface, QueryRunner, Table, TableForeignKey } from 'typeorm';

/**
 * The blogs module's `blog_revisions`: a post's editable fields as each save left them. Schema
 * builder for the table; every existing post gets one revision of its current state, so a post's
 * history is never empty (dated and signed by its last save, or its creation when never saved).
 */
export class BlogRevisions1796000000000 implements MigrationInterface {
  name = 'BlogRevisions1796000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const mysql = queryRunner.connection.options.type === 'mysql';
    await queryRunner.createTable(
      new Table({
        name: 'blog_revisions',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'blogId', type: 'int' },
          { name: 'title', type: 'varchar', length: '200' },
          { name: 'categoryId', type: 'int', isNullable: true },
          // As blogs.content: MEDIUMTEXT on MySQL holds CONTENT_MAX characters, TEXT would not.
          { name: 'content', type: mysql ? 'mediumtext' : 'text' },
          { name: 'cover', type: 'varchar', length: '500', isNullable: true },
          { name: 'eventDate', type: 'varchar', length: '32', isNullable: true },
          { name: 'changedFields', type: 'varchar', length: '64', default: "''" },
          { name: 'restoredFromId', type: 'int', isNullable: true },
          { name: 'authorId', type: 'int', isNullable: true },
          { name: 'authorName', type: 'varchar', length: '24' },
          { name: 'createdAt', type: 'datetime', precision: 3 },
        ],
        // a post's history, newest first, and the pruning of its oldest
        indices: [{ name: 'IDX_blog_revisions_blogId_id', columnNames: ['blogId', 'id'] }],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_blog_revisions_blog',
            columnNames: ['blogId'],
            referencedTableName: 'blogs',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
          new TableForeignKey({
            name: 'FK_blog_revisions_author',
            columnNames: ['authorId'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'SET NULL',
          }),
        ],
      }),
    );
    // updatedBy is null until a post's first save; a save by an account deleted since keeps its name but not its id.
    await queryRunner.query(
      `INSERT INTO blog_revisions (blogId, title, categoryId, content, cover, eventDate, changedFields, authorId, authorName, createdAt)
       SELECT id, title, categoryId, content, cover, eventDate, '',
              CASE WHEN updatedBy IS NULL THEN authorId ELSE updatedById END,
              COALESCE(updatedBy, createdBy), updatedAt
       FROM blogs ORDER BY id`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('blog_revisions');
  }
}
