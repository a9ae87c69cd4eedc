import { MigrationInterface, QueryRunner, Table, TableForeignKey } from 'typeorm';

/** `blog_integration_contributors`: integrations that saved a post they did not create (blogs/blog-integration-contributor.entity.ts). */
export class BlogIntegrationContributors1796700000000 implements MigrationInterface {
  name = 'BlogIntegrationContributors1796700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'blog_integration_contributors',
        columns: [
          { name: 'blogId', type: 'int', isPrimary: true },
          { name: 'integrationId', type: 'int', isPrimary: true },
          { name: 'name', type: 'varchar', length: '24' },
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_blog_integration_contributors_blog',
            columnNames: ['blogId'],
            referencedTableName: 'blogs',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('blog_integration_contributors');
  }
}
