import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Lead } from './lead.entity';
import { LeadThrottleService } from './lead-throttle.service';
import { LeadsController } from './leads.controller';
import { LeadsRepository } from './leads.repository';
import { LeadsService } from './leads.service';

/** Owns the `leads` table: registration and contact requests from the public site (lead.created tells the webhooks module of each). */
@Module({
  imports: [TypeOrmModule.forFeature([Lead])],
  controllers: [LeadsController],
  providers: [LeadsService, LeadsRepository, LeadThrottleService],
  exports: [LeadsService],
})
export class LeadsModule {}
