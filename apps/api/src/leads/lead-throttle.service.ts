import { Inject, Injectable } from '@nestjs/common';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { LEAD_MESSAGES } from '@csec/contracts';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { TooManyRequestsException } from '../common/http/too-many-requests.exception';

const HOUR_SECONDS = 60 * 60;

/**
 * At most LEADS_MAX_PER_HOUR submissions per client IP in an hour. Only submissions that passed
 * validation are counted, honeypot ones included, so a bot filling the hidden field is slowed
 * down like anyone else. Memory store: one API process (several replicas swap in
 * rate-limiter-flexible's Redis store, as for the login throttle).
 */
@Injectable()
export class LeadThrottleService {
  private readonly perIp: RateLimiterMemory;

  constructor(@Inject(APP_CONFIG) config: Pick<AppConfig, 'leads'>) {
    this.perIp = new RateLimiterMemory({ keyPrefix: 'leads-ip', points: config.leads.maxPerHour, duration: HOUR_SECONDS });
  }

  /** Counts one submission from `ip`; throws 429 with the seconds to wait once the hour's allowance is used up. */
  async consume(ip: string): Promise<void> {
    try {
      await this.perIp.consume(ip);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      const wait = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
      throw new TooManyRequestsException(LEAD_MESSAGES.tooMany, wait, 'lead.too_many');
    }
  }
}
