import { Body, Controller, Delete, Get, HttpCode, NotFoundException, Param, ParseIntPipe, Patch, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { WEBHOOK_MESSAGES } from '@csec/contracts';
import { Auth } from '../common/decorators/auth.decorator';
import { coded } from '../common/http/coded';
import { FailureBody } from '../common/http/failure-body';
import { MessageResponseDto } from '../common/http/message-response.dto';
import { PageQuery } from '../common/http/pagination';
import { CreateWebhookDto, UpdateWebhookDto } from './dto/save-webhook.dto';
import { WebhookDeliveryPageDto, WebhookListResponseDto, WebhookResponseDto } from './dto/webhook-response.dto';
import { WebhooksService } from './webhooks.service';

const idPipe = new ParseIntPipe({ exceptionFactory: () => new NotFoundException(coded('webhook.not_found', WEBHOOK_MESSAGES.notFound)) });

@ApiTags('webhooks')
@Controller('webhooks')
@Auth('superadmin', 'admin')
export class WebhooksController {
  constructor(private readonly webhooks: WebhooksService) {}

  @Get()
  @ApiOperation({ summary: 'Every webhook (admin-level); secrets are never listed' })
  @ApiOkResponse({ type: WebhookListResponseDto })
  async list() {
    return { data: await this.webhooks.list() };
  }

  @Post()
  @ApiOperation({
    summary: 'Add a webhook (admin-level); the answer holds its signing secret, shown only this once',
    description:
      'Each delivery is a POST of `{ id, event, occurredAt, data }` with `X-CSEC-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + raw body)>`, `X-CSEC-Event` and `X-CSEC-Delivery`. A URL whose host resolves to a loopback, private, link-local or metadata address is refused (400 `webhook.url_forbidden`) unless WEBHOOK_ALLOW_PRIVATE=true.',
  })
  @ApiCreatedResponse({ type: WebhookResponseDto })
  @ApiBadRequestResponse({ type: FailureBody })
  async create(@Body() body: CreateWebhookDto) {
    return { message: WEBHOOK_MESSAGES.created, data: await this.webhooks.create(body) };
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Change a webhook’s URL or events, or roll its secret (answered once) (admin-level)' })
  @ApiOkResponse({ type: WebhookResponseDto })
  @ApiBadRequestResponse({ type: FailureBody })
  @ApiNotFoundResponse({ type: FailureBody })
  async update(@Param('id', idPipe) id: number, @Body() body: UpdateWebhookDto) {
    return { message: WEBHOOK_MESSAGES.updated, data: await this.webhooks.update(id, body) };
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a webhook and its delivery log (admin-level)' })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiNotFoundResponse({ type: FailureBody })
  async remove(@Param('id', idPipe) id: number) {
    await this.webhooks.remove(id);
    return { message: WEBHOOK_MESSAGES.deleted };
  }

  @Get(':id/deliveries')
  @ApiOperation({ summary: 'A webhook’s deliveries, newest first, each with its attempts (time, status code, duration, error)' })
  @ApiOkResponse({ type: WebhookDeliveryPageDto })
  @ApiNotFoundResponse({ type: FailureBody })
  async deliveries(@Param('id', idPipe) id: number, @Query() query: PageQuery) {
    return this.webhooks.deliveries(id, query.page);
  }

  @Post(':id/deliveries/:deliveryId/redeliver')
  @HttpCode(200)
  @ApiOperation({ summary: 'Send a delivery again, with the same X-CSEC-Delivery id and a fresh signature' })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiNotFoundResponse({ type: FailureBody })
  async redeliver(@Param('id', idPipe) id: number, @Param('deliveryId') deliveryId: string) {
    await this.webhooks.redeliver(id, deliveryId);
    return { message: WEBHOOK_MESSAGES.redelivered };
  }
}
