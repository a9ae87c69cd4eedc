import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ApiToken } from './api-token.entity';

/** The only door to `api_tokens`. */
@Injectable()
export class ApiTokensRepository {
  constructor(@InjectRepository(ApiToken) private readonly tokens: Repository<ApiToken>) {}

  list(): Promise<ApiToken[]> {
    return this.tokens.find({ order: { id: 'DESC' } });
  }

  findById(id: number): Promise<ApiToken | null> {
    return this.tokens.findOneBy({ id });
  }

  findByHash(tokenHash: string): Promise<ApiToken | null> {
    return this.tokens.findOneBy({ tokenHash });
  }

  insert(fields: Pick<ApiToken, 'name' | 'scopes' | 'tokenHash' | 'prefix' | 'createdById' | 'createdByName' | 'expiresAt'>): Promise<ApiToken> {
    return this.tokens.save(this.tokens.create({ ...fields, lastUsedAt: null, lastUsedIp: null, revokedAt: null }));
  }

  async revoke(id: number, at: Date): Promise<boolean> {
    return !!(await this.tokens.update({ id }, { revokedAt: at })).affected;
  }

  async markUsed(id: number, at: Date, ip: string | null): Promise<void> {
    await this.tokens.update({ id }, { lastUsedAt: at, lastUsedIp: ip });
  }
}
