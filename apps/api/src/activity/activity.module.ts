import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UsersModule } from '../users/users.module';
import { ActivityController } from './activity.controller';
import { ActivityEntry } from './activity.entity';
import { ActivityListener } from './activity.listener';
import { ActivityRepository } from './activity.repository';
import { ActivityRetention } from './activity-retention';
import { ActivityService } from './activity.service';

/** Owns the `activity_log` table: every staff action, recorded from the other modules' events. */
@Module({
  imports: [TypeOrmModule.forFeature([ActivityEntry]), UsersModule],
  controllers: [ActivityController],
  providers: [ActivityService, ActivityRepository, ActivityListener, ActivityRetention],
})
export class ActivityModule {}
