import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMinSize, IsArray, IsIn, IsISO8601, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateBy } from 'class-validator';
import { API_TOKEN_LIMITS, API_TOKEN_MESSAGES, API_TOKEN_SCOPES, type ApiTokenScope } from '@csec/contracts';
import { trimText } from '../../common/http/trim';

export class CreateIntegrationDto {
  @ApiProperty({ example: 'CRM sync', maxLength: API_TOKEN_LIMITS.nameMax, description: 'Signs the posts the token writes' })
  @Transform(trimText)
  @IsString({ message: API_TOKEN_MESSAGES.nameRequired })
  @IsNotEmpty({ message: API_TOKEN_MESSAGES.nameRequired })
  @MaxLength(API_TOKEN_LIMITS.nameMax, { message: API_TOKEN_MESSAGES.nameRequired })
  name!: string;

  @ApiProperty({ enum: API_TOKEN_SCOPES, enumName: 'ApiTokenScope', isArray: true, example: ['content:read'] })
  @IsArray({ message: API_TOKEN_MESSAGES.scopesRequired })
  @ArrayMinSize(1, { message: API_TOKEN_MESSAGES.scopesRequired })
  @IsIn(API_TOKEN_SCOPES, { each: true, message: API_TOKEN_MESSAGES.scopesRequired })
  scopes!: ApiTokenScope[];

  @ApiPropertyOptional({ description: 'ISO 8601; after it the token answers 401. Absent: it works until revoked', example: '2027-06-30T00:00:00Z' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: API_TOKEN_MESSAGES.expiresInPast })
  @ValidateBy({
    name: 'future',
    validator: {
      validate: (value: unknown) => typeof value !== 'string' || Date.parse(value) > Date.now(),
      defaultMessage: () => API_TOKEN_MESSAGES.expiresInPast,
    },
  })
  expiresAt?: string;
}
