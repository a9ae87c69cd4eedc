import { ApiProperty } from '@nestjs/swagger';
import { API_TOKEN_SCOPES, type ApiTokenScope } from '@csec/contracts';

export class IntegrationViewDto {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: API_TOKEN_SCOPES, enumName: 'ApiTokenScope', isArray: true }) scopes!: ApiTokenScope[];
  @ApiProperty({ description: "The token's first characters, to tell tokens apart" }) prefix!: string;
  @ApiProperty({ description: 'Who made it' }) createdBy!: string;
  @ApiProperty() createdAt!: string;
  @ApiProperty({ type: 'string', nullable: true }) expiresAt!: string | null;
  @ApiProperty({ type: 'string', nullable: true }) lastUsedAt!: string | null;
  @ApiProperty({ type: 'string', nullable: true }) lastUsedIp!: string | null;
  @ApiProperty({ type: 'string', nullable: true }) revokedAt!: string | null;
}

export class IntegrationWithTokenDto extends IntegrationViewDto {
  @ApiProperty({ description: 'The API token (csec_...): in this answer only; use it as `Authorization: Bearer <token>`' }) token!: string;
}

export class IntegrationListResponseDto {
  @ApiProperty({ enum: ['Success'], example: 'Success' }) status!: 'Success';
  @ApiProperty({ type: [IntegrationViewDto] }) data!: IntegrationViewDto[];
}

export class IntegrationResponseDto {
  @ApiProperty({ enum: ['Success'], example: 'Success' }) status!: 'Success';
  @ApiProperty() message!: string;
  @ApiProperty({ type: IntegrationWithTokenDto }) data!: IntegrationWithTokenDto;
}
