import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { LEAD_KINDS, LEAD_STATUSES } from '@csec/contracts';

/** A lead as staff see it. */
export class LeadViewDto {
  @ApiProperty() id!: number;
  @ApiProperty({ enum: LEAD_KINDS, enumName: 'LeadKind' }) kind!: string;
  @ApiProperty({ enum: LEAD_STATUSES, enumName: 'LeadStatus' }) status!: string;
  @ApiProperty() name!: string;
  @ApiProperty() organisation!: string;
  @ApiProperty({ nullable: true, type: String }) jobTitle!: string | null;
  @ApiProperty() email!: string;
  @ApiProperty({ nullable: true, type: String }) phone!: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'For a registration: the event or product chosen' }) interest!: string | null;
  @ApiProperty({ nullable: true, type: String }) message!: string | null;
  @ApiProperty({ nullable: true, type: String, description: "The sender's IP address" }) clientIp!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
}

export class LeadListResponseDto {
  @ApiProperty({ enum: ['Success'], example: 'Success' }) status!: 'Success';
  @ApiProperty({ type: [LeadViewDto] }) data!: LeadViewDto[];
  @ApiProperty({ example: 2 }) totalPages!: number;
  @ApiProperty({ example: 17 }) countData!: number;
}

export class LeadResponseDto {
  @ApiProperty({ enum: ['Success'], example: 'Success' }) status!: 'Success';
  @ApiPropertyOptional({ example: 'Lead updated' }) message?: string;
  @ApiProperty({ type: LeadViewDto }) data!: LeadViewDto;
}
