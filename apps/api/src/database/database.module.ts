import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { dataSourceOptions } from './data-source-options';
import { FirstStartService } from './first-start.service';
import { UsersModule } from '../users/users.module';
import { Category } from '../categories/category.entity';

@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({ ...dataSourceOptions(config), retryAttempts: 3, retryDelay: 1000 }),
    }),
    TypeOrmModule.forFeature([Category]),
    UsersModule,
  ],
  providers: [FirstStartService],
})
export class DatabaseModule {}
