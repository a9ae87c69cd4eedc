import { Injectable, Inject } from '@nestjs/common';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { LEAD_MESSAGES } from '@csec/contracts';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { clientKey } from '../common/http/client-key';
import { consumeOrWait, RateLimiters } from '../common/limits/rate-limiters';
import { TooManyRequestsException } from '../common/http/too-many-requests.exception';

const HOUR_SECONDS = 60 * 60;

/**
 * At most LEADS_MAX_PER_HOUR submissions per client in an hour (an IPv4 address or an IPv6 /64:
 * common/http/client-key.ts). Only submissions that passed validation are counted, honeypot ones
 * included, so a bot filling the hidden field is slowed down like anyone else.
 */
@Injectable()
export class LeadThrottleService {
  private readonly perClient: RateLimiterAbstract;

  constructor(@Inject(APP_CONFIG) config: Pick<AppConfig, 'leads'>, limiters: RateLimiters) {
    this.perClient = limiters.create({ keyPrefix: 'leads-client', points: config.leads.maxPerHour, windowSeconds: HOUR_SECONDS });
  }

  /** Counts one submission from `ip`; throws 429 with the seconds to wait once the hour's allowance is used up. */
  async consume(ip: string | undefined): Promise<void> {
    const wait = await consumeOrWait(this.perClient, clientKey(ip));
    if (wait > 0) throw new TooManyRequestsException(LEAD_MESSAGES.tooMany, wait, 'lead.too_many');
  }
}
