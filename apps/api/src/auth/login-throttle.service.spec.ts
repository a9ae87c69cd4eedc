import { HttpStatus } from '@nestjs/common';
import { loadConfig } from '../config/load-config';
import { TooManyRequestsException } from '../common/http/too-many-requests.exception';
import { LoginThrottleService } from './login-throttle.service';

describe('LoginThrottleService', () => {
  const config = loadConfig({ LOGIN_MAX_PER_EMAIL: '5', LOGIN_MAX_PER_IP: '20', LOGIN_MAX_PER_ACCOUNT: '30', LOGIN_WINDOW_MINUTES: '15' });
  const window = 15 * 60_000;
  let throttle: LoginThrottleService;
  beforeEach(() => {
    jest.useFakeTimers({ now: 0 });
    throttle = new LoginThrottleService(config);
  });
  afterEach(() => jest.useRealTimers());

  const failTimes = async (n: number, email: string, ip: string) => {
    for (let i = 0; i < n; i++) await throttle.recordFailure(email, ip);
  };
  const refusal = async (email: string, ip: string) => {
    try {
      await throttle.assertAllowed(email, ip);
    } catch (error) {
      return error as TooManyRequestsException;
    }
    return undefined;
  };

  it('allows 5 failures for an e-mail from one IP, then refuses with the time left', async () => {
    await failTimes(4, 'a@x.test', '1.1.1.1');
    expect(await refusal('a@x.test', '1.1.1.1')).toBeUndefined();
    await throttle.recordFailure('a@x.test', '1.1.1.1');
    jest.advanceTimersByTime(60_000);
    const error = await refusal('a@x.test', '1.1.1.1');
    expect(error).toBeInstanceOf(TooManyRequestsException);
    expect(error?.getStatus()).toBe(HttpStatus.TOO_MANY_REQUESTS);
    expect(error?.retryAfterSeconds).toBe((window - 60_000) / 1000);
  });

  it("does not let a stranger's failures lock the owner out from another IP", async () => {
    await failTimes(5, 'a@x.test', '6.6.6.6');
    expect(await refusal('a@x.test', '6.6.6.6')).toBeInstanceOf(TooManyRequestsException);
    expect(await refusal('a@x.test', '1.1.1.1')).toBeUndefined();
  });

  it('throttles one e-mail across every IP after LOGIN_MAX_PER_ACCOUNT failures', async () => {
    for (let i = 0; i < 30; i++) await throttle.recordFailure('a@x.test', `10.0.0.${i}`);
    expect(await refusal('a@x.test', '1.1.1.1')).toBeInstanceOf(TooManyRequestsException);
    expect(await refusal('b@x.test', '1.1.1.1')).toBeUndefined();
  });

  it('forgets failures older than the window', async () => {
    await failTimes(5, 'a@x.test', '1.1.1.1');
    jest.advanceTimersByTime(window + 1);
    expect(await refusal('a@x.test', '1.1.1.1')).toBeUndefined();
  });

  it('counts 20 failures per IP across e-mails', async () => {
    for (let i = 0; i < 20; i++) await throttle.recordFailure(`u${i}@x.test`, '2.2.2.2');
    expect(await refusal('new@x.test', '2.2.2.2')).toBeInstanceOf(TooManyRequestsException);
    expect(await refusal('new@x.test', '3.3.3.3')).toBeUndefined();
  });

  it('a success clears the e-mail from that IP, not the IP', async () => {
    await failTimes(5, 'a@x.test', '4.4.4.4');
    await throttle.recordSuccess('a@x.test', '4.4.4.4');
    expect(await refusal('a@x.test', '4.4.4.4')).toBeUndefined();
    for (let i = 0; i < 15; i++) await throttle.recordFailure(`u${i}@x.test`, '4.4.4.4');
    expect(await refusal('z@x.test', '4.4.4.4')).toBeInstanceOf(TooManyRequestsException);
  });
});
