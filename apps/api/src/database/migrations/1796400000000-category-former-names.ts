import { MigrationInterface, QueryRunner, Table, TableForeignKey } from 'typeorm';

/**
 * `category_former_names`: the names categories had before a rename, lower-cased, so old tag URLs
 * keep working (categories/category-former-name.entity.ts). Gone with their category.
 */
export class CategoryFormerNames1796400000000 implements MigrationInterface {
  name = 'CategoryFormerNames1796400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'category_former_names',
        columns: [
          { name: 'nameKey', type: 'varchar', length: '60', isPrimary: true },
          { name: 'categoryId', type: 'int' },
        ],
        indices: [{ name: 'IDX_category_former_names_categoryId', columnNames: ['categoryId'] }],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_category_former_names_category',
            columnNames: ['categoryId'],
            referencedTableName: 'categories',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('category_former_names');
  }
}
