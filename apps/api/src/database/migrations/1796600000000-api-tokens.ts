import { MigrationInterface, QueryRunner, Table } from 'typeorm';

/** `api_tokens`: integrations and the hashes of their tokens (integrations/api-token.entity.ts). */
export class ApiTokens1796600000000 implements MigrationInterface {
  name = 'ApiTokens1796600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const mysql = queryRunner.connection.options.type === 'mysql';
    await queryRunner.createTable(
      new Table({
        name: 'api_tokens',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'name', type: 'varchar', length: '24' },
          { name: 'scopes', type: 'varchar', length: '255' },
          { name: 'tokenHash', type: 'varchar', length: '64' },
          { name: 'prefix', type: 'varchar', length: '12' },
          { name: 'createdById', type: 'int', isNullable: true },
          { name: 'createdByName', type: 'varchar', length: '24' },
          { name: 'createdAt', type: 'datetime', default: mysql ? 'CURRENT_TIMESTAMP' : "(datetime('now'))" },
          { name: 'expiresAt', type: 'datetime', isNullable: true },
          { name: 'lastUsedAt', type: 'datetime', isNullable: true },
          { name: 'lastUsedIp', type: 'varchar', length: '45', isNullable: true },
          { name: 'revokedAt', type: 'datetime', isNullable: true },
        ],
        indices: [{ name: 'IDX_api_tokens_tokenHash', columnNames: ['tokenHash'], isUnique: true }],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('api_tokens');
  }
}
