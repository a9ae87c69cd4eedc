import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMinSize, ArrayUnique, IsArray, IsBoolean, IsIn, IsOptional, IsUrl, MaxLength } from 'class-validator';
import { WEBHOOK_EVENTS, WEBHOOK_LIMITS, WEBHOOK_MESSAGES, type WebhookEvent } from '@csec/contracts';
import { trimText } from '../../common/http/trim';

const URL_RULE = IsUrl({ protocols: ['http', 'https'], require_protocol: true, require_tld: false }, { message: WEBHOOK_MESSAGES.urlInvalid });

export class CreateWebhookDto {
  @ApiProperty({ example: 'https://hooks.example.com/csec', maxLength: WEBHOOK_LIMITS.urlMax })
  @Transform(trimText)
  @URL_RULE
  @MaxLength(WEBHOOK_LIMITS.urlMax, { message: WEBHOOK_MESSAGES.urlInvalid })
  url!: string;

  @ApiProperty({ enum: WEBHOOK_EVENTS, enumName: 'WebhookEvent', isArray: true, example: ['post.published'] })
  @IsArray({ message: WEBHOOK_MESSAGES.eventsRequired })
  @ArrayMinSize(1, { message: WEBHOOK_MESSAGES.eventsRequired })
  @ArrayUnique({ message: WEBHOOK_MESSAGES.eventsRequired })
  @IsIn(WEBHOOK_EVENTS, { each: true, message: WEBHOOK_MESSAGES.eventsRequired })
  events!: WebhookEvent[];
}

/** Either field, or both; with `rollSecret`, a new signing secret (answered once). */
export class UpdateWebhookDto extends PartialType(CreateWebhookDto) {
  @ApiPropertyOptional({ description: 'true: a new signing secret replaces the old one at once, answered once' })
  @IsOptional()
  @IsBoolean()
  rollSecret?: boolean;
}
