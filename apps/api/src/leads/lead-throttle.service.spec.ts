import { HttpStatus } from '@nestjs/common';
import { LEAD_MESSAGES } from '@csec/contracts';
import { loadConfig } from '../config/load-config';
import { TooManyRequestsException } from '../common/http/too-many-requests.exception';
import { RateLimiters } from '../common/limits/rate-limiters';
import { LeadThrottleService } from './lead-throttle.service';

describe('LeadThrottleService', () => {
  const hour = 60 * 60_000;
  let throttle: LeadThrottleService;
  beforeEach(() => {
    jest.useFakeTimers({ now: 0 });
    throttle = new LeadThrottleService(loadConfig({ LEADS_MAX_PER_HOUR: '3' }), new RateLimiters());
  });
  afterEach(() => jest.useRealTimers());

  const refusal = async (ip: string) => {
    try {
      await throttle.consume(ip);
    } catch (error) {
      return error as TooManyRequestsException;
    }
    return undefined;
  };

  it('accepts LEADS_MAX_PER_HOUR submissions from one IP, then answers 429 lead.too_many with the time left', async () => {
    for (let i = 0; i < 3; i++) expect(await refusal('1.1.1.1')).toBeUndefined();
    jest.advanceTimersByTime(10 * 60_000);
    const error = await refusal('1.1.1.1');
    expect(error).toBeInstanceOf(TooManyRequestsException);
    expect(error?.getStatus()).toBe(HttpStatus.TOO_MANY_REQUESTS);
    expect(error?.retryAfterSeconds).toBe((hour - 10 * 60_000) / 1000);
    expect(error?.getResponse()).toEqual({ message: LEAD_MESSAGES.tooMany, code: 'lead.too_many', params: { seconds: error?.retryAfterSeconds } });
  });

  it('counts each IP on its own', async () => {
    for (let i = 0; i < 3; i++) await throttle.consume('1.1.1.1');
    expect(await refusal('1.1.1.1')).toBeInstanceOf(TooManyRequestsException);
    expect(await refusal('2.2.2.2')).toBeUndefined();
  });

  it('counts an IPv6 /64 as one client, and an IPv4-mapped address as its IPv4 address', async () => {
    for (let i = 1; i <= 3; i++) await throttle.consume(`2001:db8:1:2::${i}`);
    expect(await refusal('2001:db8:1:2:ffff::1')).toBeInstanceOf(TooManyRequestsException);
    expect(await refusal('2001:db8:1:3::1')).toBeUndefined();
    await throttle.consume('::ffff:192.0.2.7');
    await throttle.consume('192.0.2.7');
    await throttle.consume('::ffff:192.0.2.7');
    expect(await refusal('192.0.2.7')).toBeInstanceOf(TooManyRequestsException);
  });

  it('accepts again once the hour has passed', async () => {
    for (let i = 0; i < 3; i++) await throttle.consume('1.1.1.1');
    jest.advanceTimersByTime(hour + 1);
    expect(await refusal('1.1.1.1')).toBeUndefined();
  });

  it('defaults to 10 an hour', async () => {
    const defaults = new LeadThrottleService(loadConfig({}), new RateLimiters());
    for (let i = 0; i < 10; i++) await defaults.consume('3.3.3.3');
    await expect(defaults.consume('3.3.3.3')).rejects.toBeInstanceOf(TooManyRequestsException);
  });
});
