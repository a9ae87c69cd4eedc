import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { WEBHOOK_DELIVERY_STATES, WEBHOOK_EVENTS, type WebhookDeliveryState, type WebhookEvent } from '@csec/contracts';

export class WebhookViewDto {
  @ApiProperty() id!: number;
  @ApiProperty() url!: string;
  @ApiProperty({ enum: WEBHOOK_EVENTS, enumName: 'WebhookEvent', isArray: true }) events!: WebhookEvent[];
  @ApiProperty({ description: 'Made from LEADS_WEBHOOK_URL at start-up' }) fromEnvironment!: boolean;
  @ApiProperty() createdAt!: string;
  @ApiProperty() updatedAt!: string;
}

export class WebhookWithSecretDto extends WebhookViewDto {
  @ApiPropertyOptional({ description: 'The signing secret: answered only when the webhook is made or its secret rolled' }) secret?: string;
}

export class WebhookListResponseDto {
  @ApiProperty({ enum: ['Success'], example: 'Success' }) status!: 'Success';
  @ApiProperty({ type: [WebhookViewDto] }) data!: WebhookViewDto[];
}

export class WebhookResponseDto {
  @ApiProperty({ enum: ['Success'], example: 'Success' }) status!: 'Success';
  @ApiProperty() message!: string;
  @ApiProperty({ type: WebhookWithSecretDto }) data!: WebhookWithSecretDto;
}

export class WebhookAttemptDto {
  @ApiProperty() attemptedAt!: string;
  @ApiProperty({ type: 'integer', nullable: true, description: "The receiver's HTTP status; null when it gave none" }) statusCode!: number | null;
  @ApiProperty() durationMs!: number;
  @ApiProperty({ type: 'string', nullable: true, description: 'Why it failed, or the start of a non-2xx answer' }) error!: string | null;
}

export class WebhookDeliveryDto {
  @ApiProperty({ description: 'The X-CSEC-Delivery header' }) id!: string;
  @ApiProperty({ enum: WEBHOOK_EVENTS, enumName: 'WebhookEvent' }) event!: WebhookEvent;
  @ApiProperty({ enum: WEBHOOK_DELIVERY_STATES, enumName: 'WebhookDeliveryState' }) state!: WebhookDeliveryState;
  @ApiProperty() createdAt!: string;
  @ApiProperty({ type: 'string', nullable: true, description: 'When the next attempt is due (pending only)' }) nextAttemptAt!: string | null;
  @ApiProperty({ description: 'The body as sent (JSON text)' }) payload!: string;
  @ApiProperty({ type: [WebhookAttemptDto] }) attempts!: WebhookAttemptDto[];
}

export class WebhookDeliveryPageDto {
  @ApiProperty({ enum: ['Success'], example: 'Success' }) status!: 'Success';
  @ApiProperty({ type: [WebhookDeliveryDto] }) data!: WebhookDeliveryDto[];
  @ApiProperty() totalPages!: number;
  @ApiProperty() countData!: number;
}
