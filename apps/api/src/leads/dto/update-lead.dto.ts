import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { LEAD_MESSAGES, LEAD_STATUSES, type LeadStatus } from '@csec/contracts';

/** PATCH /api/leads/:id: staff move a lead along. */
export class UpdateLeadDto {
  @ApiProperty({ enum: LEAD_STATUSES, enumName: 'LeadStatus', example: 'contacted' })
  @IsIn(LEAD_STATUSES, { message: LEAD_MESSAGES.statusInvalid })
  status!: LeadStatus;
}
