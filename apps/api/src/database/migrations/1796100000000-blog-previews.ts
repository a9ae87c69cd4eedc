import { MigrationInterface, QueryRunner, Table } from 'typeorm';

/**
 * The blogs module's shareable preview links: the SHA-256 of each token (never the token), who
 * made it and until when it works. A link goes with its post (ON DELETE CASCADE). Schema builder
 * only, so one migration serves SQLite and MySQL/MariaDB.
 */
export class BlogPreviews1796100000000 implements MigrationInterface {
  name = 'BlogPreviews1796100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'blog_previews',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'blogId', type: 'integer' },
          { name: 'tokenHash', type: 'varchar', length: '64' },
          // No foreign key: the row keeps its maker's id and name after the account is deleted.
          { name: 'createdById', type: 'integer', isNullable: true },
          { name: 'createdBy', type: 'varchar', length: '24' },
          { name: 'createdAt', type: 'datetime' },
          { name: 'expiresAt', type: 'datetime' },
        ],
        indices: [
          { name: 'UQ_blog_previews_tokenHash', columnNames: ['tokenHash'], isUnique: true },
          // revoking a post's links
          { name: 'IDX_blog_previews_blogId', columnNames: ['blogId'] },
          // removing expired links
          { name: 'IDX_blog_previews_expiresAt', columnNames: ['expiresAt'] },
        ],
        foreignKeys: [
          { name: 'FK_blog_previews_blogId', columnNames: ['blogId'], referencedTableName: 'blogs', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('blog_previews');
  }
}
