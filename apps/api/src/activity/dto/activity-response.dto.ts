import { ApiProperty } from '@nestjs/swagger';
import { ACTIVITY_ACTIONS, ACTIVITY_TARGET_TYPES } from '@csec/contracts';

/** One staff action as admin-level staff read it. */
export class ActivityEntryDto {
  @ApiProperty() id!: number;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ nullable: true, type: 'integer', description: 'The account that acted; null for a failed login' }) actorId!: number | null;
  @ApiProperty({ nullable: true, type: String, description: "The actor's username when it acted" }) actorName!: string | null;
  @ApiProperty({ enum: ACTIVITY_ACTIONS, enumName: 'ActivityAction' }) action!: string;
  @ApiProperty({ enum: ACTIVITY_TARGET_TYPES, enumName: 'ActivityTargetType' }) targetType!: string;
  @ApiProperty({ nullable: true, type: String, description: "The target's id (a number, or a stored file's name)" }) targetId!: string | null;
  @ApiProperty({
    nullable: true,
    type: String,
    description: "The post's title, the account's username, the category's name, the file's name, or the e-mail typed at a failed login",
  })
  targetLabel!: string | null;
  @ApiProperty({ nullable: true, type: String, description: "The client's IP address" }) ip!: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'What changed, by field name; never a password, token or code', example: 'username, email' })
  summary!: string | null;
}

export class ActivityListResponseDto {
  @ApiProperty({ enum: ['Success'], example: 'Success' }) status!: 'Success';
  @ApiProperty({ type: [ActivityEntryDto] }) data!: ActivityEntryDto[];
  @ApiProperty({ example: 2 }) totalPages!: number;
  @ApiProperty({ example: 17 }) countData!: number;
}
