import { BadRequestException, Inject, Injectable, Logger, NotFoundException, type OnApplicationBootstrap } from '@nestjs/common';
import { PAGE_SIZE, WEBHOOK_MESSAGES } from '@csec/contracts';
import { coded } from '../common/http/coded';
import { offsetOf, pageCount } from '../common/http/pagination';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ForbiddenAddressError, publicAddressesOf, UnresolvableHostError } from './delivery/public-address';
import { newSigningSecret } from './delivery/signature';
import type { CreateWebhookDto, UpdateWebhookDto } from './dto/save-webhook.dto';
import type { WebhookAttemptDto, WebhookDeliveryDto, WebhookViewDto, WebhookWithSecretDto } from './dto/webhook-response.dto';
import type { Webhook } from './webhook.entity';
import { WebhookSender } from './webhook-sender';
import { WebhooksRepository } from './webhooks.repository';

const toView = (hook: Webhook): WebhookViewDto => ({
  id: hook.id,
  url: hook.url,
  events: hook.events,
  fromEnvironment: hook.fromEnvironment,
  createdAt: hook.createdAt.toISOString(),
  updatedAt: hook.updatedAt.toISOString(),
});

const notFound = () => new NotFoundException(coded('webhook.not_found', WEBHOOK_MESSAGES.notFound));

/** Webhooks as admin-level staff manage them, and the log of what was sent. */
@Injectable()
export class WebhooksService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Webhooks');

  constructor(
    private readonly repo: WebhooksRepository,
    private readonly sender: WebhookSender,
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'webhooks' | 'leads'>,
  ) {}

  /** LEADS_WEBHOOK_URL, when set, is one webhook for lead.created, kept in step with the setting at every start. */
  async onApplicationBootstrap(): Promise<void> {
    const url = this.config.leads.webhookUrl;
    const existing = await this.repo.findFromEnvironment();
    if (!url) {
      if (existing) await this.repo.delete(existing.id);
      return;
    }
    if (!existing) {
      await this.repo.insert({ url, events: ['lead.created'], secret: newSigningSecret(), fromEnvironment: true });
      this.logger.log('LEADS_WEBHOOK_URL is a webhook for lead.created; roll its secret in the dashboard to sign-check its deliveries');
    } else if (existing.url !== url) {
      await this.repo.update(existing.id, { url });
    }
  }

  async list(): Promise<WebhookViewDto[]> {
    return (await this.repo.list()).map(toView);
  }

  async create(dto: CreateWebhookDto): Promise<WebhookWithSecretDto> {
    await this.assertReachable(dto.url);
    const secret = newSigningSecret();
    const hook = await this.repo.insert({ url: dto.url, events: dto.events, secret, fromEnvironment: false });
    return { ...toView(hook), secret };
  }

  async update(id: number, dto: UpdateWebhookDto): Promise<WebhookWithSecretDto> {
    const hook = await this.repo.findById(id);
    if (!hook) throw notFound();
    if (dto.url !== undefined && dto.url !== hook.url) await this.assertReachable(dto.url);
    const secret = dto.rollSecret ? newSigningSecret() : undefined;
    await this.repo.update(id, {
      ...(dto.url === undefined ? {} : { url: dto.url }),
      ...(dto.events ? { events: dto.events } : {}),
      ...(secret ? { secret } : {}),
    });
    const saved = await this.repo.findById(id);
    if (!saved) throw notFound();
    return { ...toView(saved), ...(secret ? { secret } : {}) };
  }

  async remove(id: number): Promise<void> {
    if (!(await this.repo.delete(id))) throw notFound();
  }

  async deliveries(id: number, page: number): Promise<{ data: WebhookDeliveryDto[]; totalPages: number; countData: number }> {
    if (!(await this.repo.findById(id))) throw notFound();
    const [rows, countData, attempts] = await this.repo.deliveriesOf(id, offsetOf(page), PAGE_SIZE);
    const byDelivery = new Map<string, WebhookAttemptDto[]>();
    for (const attempt of attempts) {
      const list = byDelivery.get(attempt.deliveryId) ?? [];
      list.push({ attemptedAt: attempt.attemptedAt.toISOString(), statusCode: attempt.statusCode, durationMs: attempt.durationMs, error: attempt.error });
      byDelivery.set(attempt.deliveryId, list);
    }
    const data = rows.map((row) => ({
      id: row.id,
      event: row.event,
      state: row.state,
      createdAt: row.createdAt.toISOString(),
      nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
      payload: row.payload,
      attempts: byDelivery.get(row.id) ?? [],
    }));
    return { data, totalPages: pageCount(countData), countData };
  }

  /** Sends a delivery once more, whatever became of it: due now, its attempts counted afresh. */
  async redeliver(id: number, deliveryId: string): Promise<void> {
    const delivery = await this.repo.findDelivery(deliveryId);
    if (!delivery || delivery.webhookId !== id) throw new NotFoundException(coded('webhook.delivery_not_found', WEBHOOK_MESSAGES.deliveryNotFound));
    await this.repo.requeue(deliveryId, new Date());
    this.sender.wake();
  }

  /** The SSRF guard at saving: the host must resolve, and only to public addresses (checked again at every send). */
  private async assertReachable(url: string): Promise<void> {
    if (this.config.webhooks.allowPrivate) return;
    try {
      await publicAddressesOf(new URL(url).hostname);
    } catch (error) {
      if (error instanceof ForbiddenAddressError) throw new BadRequestException(coded('webhook.url_forbidden', WEBHOOK_MESSAGES.urlForbidden));
      if (error instanceof UnresolvableHostError) throw new BadRequestException(coded('validation.failed', WEBHOOK_MESSAGES.urlUnresolvable));
      throw error;
    }
  }
}
