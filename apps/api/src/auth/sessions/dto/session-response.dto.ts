import { ApiProperty } from '@nestjs/swagger';

export class SessionViewDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() createdAt!: string;
  @ApiProperty() lastSeenAt!: string;
  @ApiProperty() expiresAt!: string;
  @ApiProperty({ type: String, nullable: true }) ip!: string | null;
  @ApiProperty({ type: String, nullable: true }) userAgent!: string | null;
  @ApiProperty({ description: 'The session this request was made with' }) current!: boolean;
}

export class SessionListResponseDto {
  @ApiProperty({ enum: ['Success'], example: 'Success' }) status!: 'Success';
  @ApiProperty({ type: [SessionViewDto], description: 'Unexpired sessions, the most recently used first' }) data!: SessionViewDto[];
}
