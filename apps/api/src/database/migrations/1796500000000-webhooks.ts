import { MigrationInterface, QueryRunner, Table, TableForeignKey } from 'typeorm';

/**
 * `webhooks`, and the outbox of their deliveries (`webhook_deliveries`) with each attempt
 * (`webhook_attempts`); webhooks/*.entity.ts. A webhook's deliveries and attempts go with it.
 */
export class Webhooks1796500000000 implements MigrationInterface {
  name = 'Webhooks1796500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const mysql = queryRunner.connection.options.type === 'mysql';
    const now = mysql ? 'CURRENT_TIMESTAMP' : "(datetime('now'))";
    // DATETIME(3) on MySQL: attempts a few milliseconds apart keep their order.
    const datetime3 = { type: 'datetime', precision: 3 };
    await queryRunner.createTable(
      new Table({
        name: 'webhooks',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'url', type: 'varchar', length: '2048' },
          { name: 'events', type: 'varchar', length: '255' },
          { name: 'secret', type: 'varchar', length: '64' },
          { name: 'fromEnvironment', type: 'boolean', default: false },
          { name: 'createdAt', type: 'datetime', default: now },
          { name: 'updatedAt', type: 'datetime', default: now },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'webhook_deliveries',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'webhookId', type: 'int' },
          { name: 'event', type: 'varchar', length: '32' },
          { name: 'payload', type: 'text' },
          { name: 'state', type: 'varchar', length: '10' },
          { name: 'attempts', type: 'int', default: 0 },
          { name: 'nextAttemptAt', ...datetime3, isNullable: true },
          { name: 'lockedUntil', ...datetime3, isNullable: true },
          { name: 'createdAt', ...datetime3 },
        ],
        indices: [
          { name: 'IDX_webhook_deliveries_due', columnNames: ['state', 'nextAttemptAt'] },
          { name: 'IDX_webhook_deliveries_webhookId', columnNames: ['webhookId'] },
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_webhook_deliveries_webhook',
            columnNames: ['webhookId'],
            referencedTableName: 'webhooks',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'webhook_attempts',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'deliveryId', type: 'varchar', length: '36' },
          { name: 'attemptedAt', ...datetime3 },
          { name: 'statusCode', type: 'int', isNullable: true },
          { name: 'durationMs', type: 'int' },
          { name: 'error', type: 'varchar', length: '500', isNullable: true },
        ],
        indices: [{ name: 'IDX_webhook_attempts_deliveryId', columnNames: ['deliveryId'] }],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_webhook_attempts_delivery',
            columnNames: ['deliveryId'],
            referencedTableName: 'webhook_deliveries',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('webhook_attempts');
    await queryRunner.dropTable('webhook_deliveries');
    await queryRunner.dropTable('webhooks');
  }
}
