import { ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { LEAD_KINDS, LEAD_MESSAGES, LEAD_STATUSES, type LeadKind, type LeadStatus } from '@csec/contracts';
import { PageQuery } from '../../common/http/pagination';

/** `?page=&query=&kind=&status=` of the staff list; query matches name, organisation, e-mail, interest or message. */
export class LeadListQuery extends PageQuery {
  @ApiPropertyOptional({ enum: LEAD_KINDS, enumName: 'LeadKind' })
  @IsOptional()
  @IsIn(LEAD_KINDS, { message: LEAD_MESSAGES.kindInvalid })
  kind?: LeadKind;

  @ApiPropertyOptional({ enum: LEAD_STATUSES, enumName: 'LeadStatus' })
  @IsOptional()
  @IsIn(LEAD_STATUSES, { message: LEAD_MESSAGES.statusInvalid })
  status?: LeadStatus;
}

/** The export takes the list's filters, without a page: every matching lead. */
export class LeadExportQuery extends OmitType(LeadListQuery, ['page'] as const) {}

export type LeadFilters = Pick<LeadListQuery, 'query' | 'kind' | 'status'>;
