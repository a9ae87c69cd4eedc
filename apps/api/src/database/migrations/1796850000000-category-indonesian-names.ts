import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';
import { FEATURED_CATEGORIES } from '@csec/contracts';
import { dropColumnsInPlace } from './schema-steps';

/**
 * What the Indonesian pages call each category (categories/category.entity.ts): '' shows the English
 * text there. The featured categories of the first start get their Indonesian names and descriptions.
 */
export class CategoryIndonesianNames1796850000000 implements MigrationInterface {
  name = 'CategoryIndonesianNames1796850000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('categories', [
      new TableColumn({ name: 'indonesianName', type: 'varchar', length: '60', default: "''" }),
      new TableColumn({ name: 'indonesianDescription', type: 'varchar', length: '500', default: "''" }),
    ]);
    for (const featured of FEATURED_CATEGORIES) {
      await queryRunner.manager
        .createQueryBuilder()
        .update('categories')
        .set({ indonesianName: featured.indonesianName, indonesianDescription: featured.indonesianDescription })
        .where('nameKey = :nameKey', { nameKey: featured.name.toLowerCase() })
        .execute();
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropColumnsInPlace(queryRunner, 'categories', ['indonesianDescription', 'indonesianName']);
  }
}
