import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import * as crypto from 'node:crypto';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { API_TOKEN_LIMITS, API_TOKEN_MESSAGES, API_TOKEN_PREFIX } from '@csec/contracts';
import type { AuthUser } from '../common/guards/auth-user';
import { coded } from '../common/http/coded';
import { TooManyRequestsException } from '../common/http/too-many-requests.exception';
import { consumeOrWait, RateLimiters } from '../common/limits/rate-limiters';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { EventBus } from '../common/events/event-bus';
import type { ApiToken } from './api-token.entity';
import { ApiTokensRepository } from './api-tokens.repository';
import type { CreateIntegrationDto } from './dto/create-integration.dto';
import type { IntegrationViewDto } from './dto/integration-response.dto';
import { IntegrationCreatedEvent } from './events/integration-created.event';
import { IntegrationRevokedEvent } from './events/integration-revoked.event';

/**
 * How long a process trusts what it read of a token: a revoke or an expiry takes effect on every
 * process within this (the "within 1 s"), and a busy integration costs one read a second.
 */
const TRUST_MS = 1000;
/** lastUsedAt is written at most this often per token: not one write per request. */
const MARK_USED_EVERY_MS = 60_000;

const hashOf = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

const toView = (row: ApiToken): IntegrationViewDto => ({
  id: row.id,
  name: row.name,
  scopes: row.scopes,
  prefix: row.prefix,
  createdBy: row.createdByName,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt?.toISOString() ?? null,
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  lastUsedIp: row.lastUsedIp,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

/** Integrations and their API tokens: made and revoked by admin-level staff, checked on every call that carries one. */
@Injectable()
export class ApiTokensService {
  private readonly trusted = new Map<string, { row: ApiToken | null; until: number }>();
  private readonly perToken: RateLimiterAbstract;

  constructor(
    private readonly repo: ApiTokensRepository,
    private readonly events: EventBus,
    limiters: RateLimiters,
    @Inject(APP_CONFIG) config: Pick<AppConfig, 'apiTokens'>,
  ) {
    this.perToken = limiters.create({ keyPrefix: 'api-token', points: config.apiTokens.maxPerMinute, windowSeconds: 60 });
  }

  async list(): Promise<IntegrationViewDto[]> {
    return (await this.repo.list()).map(toView);
  }

  /** The token is in this answer only: the table keeps its hash. */
  async create(actor: AuthUser, dto: CreateIntegrationDto): Promise<IntegrationViewDto & { token: string }> {
    const token = `${API_TOKEN_PREFIX}${crypto.randomBytes(32).toString('base64url')}`;
    const row = await this.repo.insert({
      name: dto.name,
      scopes: [...new Set(dto.scopes)],
      tokenHash: hashOf(token),
      prefix: token.slice(0, API_TOKEN_LIMITS.shownPrefix),
      createdById: actor.id,
      createdByName: actor.username,
      expiresAt: dto.expiresAt ? new Date(dto.expiresAt) : null,
    });
    await this.events.emit('integration.created', new IntegrationCreatedEvent(row.id, row.name, row.scopes));
    return { ...toView(row), token };
  }

  async revoke(id: number): Promise<void> {
    const row = await this.repo.findById(id);
    if (!row) throw new NotFoundException(coded('integration.not_found', API_TOKEN_MESSAGES.notFound));
    if (row.revokedAt) return;
    await this.repo.revoke(id, new Date());
    await this.events.emit('integration.revoked', new IntegrationRevokedEvent(row.id, row.name));
  }

  /**
   * The caller a token stands for, or null for a token that is unknown, revoked or expired. Counts
   * the call against the token's per-minute limit (429 past it).
   */
  async authenticate(token: string, ip: string | null): Promise<AuthUser | null> {
    const row = await this.lookUp(hashOf(token));
    const now = Date.now();
    if (!row || row.revokedAt || (row.expiresAt && row.expiresAt.getTime() <= now)) return null;
    const wait = await consumeOrWait(this.perToken, String(row.id));
    if (wait > 0) throw new TooManyRequestsException(`Too many requests with this API token; try again in ${wait} s`, wait, 'request.too_many');
    if (!row.lastUsedAt || now - row.lastUsedAt.getTime() > MARK_USED_EVERY_MS || row.lastUsedIp !== ip) {
      row.lastUsedAt = new Date(now);
      row.lastUsedIp = ip;
      await this.repo.markUsed(row.id, row.lastUsedAt, ip);
    }
    return { id: 0, username: row.name, email: '', role: 'admin', sessionId: '', integration: { tokenId: row.id, scopes: row.scopes } };
  }

  private async lookUp(tokenHash: string): Promise<ApiToken | null> {
    const now = Date.now();
    const known = this.trusted.get(tokenHash);
    if (known && known.until > now) return known.row;
    const row = await this.repo.findByHash(tokenHash);
    // Unknown tokens are not kept: a stranger's guesses must not fill the memory.
    if (row) this.trusted.set(tokenHash, { row, until: now + TRUST_MS });
    else this.trusted.delete(tokenHash);
    if (this.trusted.size > 10_000) this.trusted.clear();
    return row;
  }
}
