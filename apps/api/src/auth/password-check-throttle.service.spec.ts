import { API_MESSAGES } from '@csec/contracts';
import { loadConfig } from '../config/load-config';
import { TooManyRequestsException } from '../common/http/too-many-requests.exception';
import { RateLimiters } from '../common/limits/rate-limiters';
import { PasswordCheckThrottleService } from './password-check-throttle.service';

describe('PasswordCheckThrottleService', () => {
  const window = 15 * 60_000;
  let throttle: PasswordCheckThrottleService;
  beforeEach(() => {
    jest.useFakeTimers({ now: 0 });
    throttle = new PasswordCheckThrottleService(
      loadConfig({ LOGIN_MAX_PER_EMAIL: '5', LOGIN_MAX_PER_IP: '20', LOGIN_WINDOW_MINUTES: '15' }),
      new RateLimiters(),
    );
  });
  afterEach(() => jest.useRealTimers());

  const refusal = async (userId: number, ip: string) => {
    try {
      await throttle.assertAllowed(userId, ip);
    } catch (error) {
      return error as TooManyRequestsException;
    }
    return undefined;
  };

  it('allows LOGIN_MAX_PER_EMAIL wrong passwords per account from any clients, then 429 with the wait', async () => {
    for (let i = 0; i < 5; i++) {
      expect(await refusal(7, `192.0.2.${i}`)).toBeUndefined();
      await throttle.recordFailure(7, `192.0.2.${i}`);
    }
    jest.advanceTimersByTime(60_000);
    const error = await refusal(7, '198.51.100.1');
    expect(error).toBeInstanceOf(TooManyRequestsException);
    expect(error?.retryAfterSeconds).toBe((window - 60_000) / 1000);
    const seconds = error?.retryAfterSeconds ?? 0;
    expect(error?.getResponse()).toEqual({ code: 'auth.too_many_attempts', message: API_MESSAGES.tooManyAttempts(seconds), params: { seconds } });
    expect(await refusal(8, '198.51.100.1')).toBeUndefined();
    jest.advanceTimersByTime(window);
    expect(await refusal(7, '198.51.100.1')).toBeUndefined();
  });

  it('allows LOGIN_MAX_PER_IP wrong passwords per client (an IPv6 /64) across accounts', async () => {
    for (let i = 1; i <= 20; i++) await throttle.recordFailure(i, `2001:db8:1:2::${i}`);
    expect(await refusal(99, '2001:db8:1:2:ffff::1')).toBeInstanceOf(TooManyRequestsException);
    expect(await refusal(99, '2001:db8:1:3::1')).toBeUndefined();
  });

  it("the right password clears the account's count, not the client's", async () => {
    for (let i = 0; i < 4; i++) await throttle.recordFailure(7, '192.0.2.1');
    await throttle.recordSuccess(7);
    for (let i = 0; i < 4; i++) await throttle.recordFailure(7, '192.0.2.1');
    expect(await refusal(7, '192.0.2.2')).toBeUndefined();
    for (let i = 0; i < 12; i++) await throttle.recordFailure(100 + i, '192.0.2.1');
    expect(await refusal(200, '192.0.2.1')).toBeInstanceOf(TooManyRequestsException);
  });
});
