import { Module, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { dataSourceOptions } from './data-source-options';
import { DatabaseLogger } from './database-logger';
import { isTransientConnectionError } from './database-check';
import { FirstStartService } from './first-start.service';
import { UsersModule } from '../users/users.module';
import { CategoriesModule } from '../categories/categories.module';
import { takeTurnsOnSqlite } from './sqlite-turns';

@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      // Only a failure that may pass is retried; main.ts has already told a missing database or a refused login in one line.
      useFactory: (config: AppConfig) => ({
        ...dataSourceOptions(config),
        logger: new DatabaseLogger(),
        retryAttempts: 3,
        retryDelay: 1000,
        toRetry: isTransientConnectionError,
      }),
    }),
    UsersModule,
    CategoriesModule,
  ],
  providers: [FirstStartService],
})
export class DatabaseModule implements OnModuleInit {
  constructor(private readonly dataSource: DataSource) {}

  onModuleInit(): void {
    takeTurnsOnSqlite(this.dataSource);
  }
}
