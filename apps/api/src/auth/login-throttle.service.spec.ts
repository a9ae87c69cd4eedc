import { HttpStatus } from '@nestjs/common';
import { loadConfig } from '../config/load-config';
import { TooManyRequestsException } from '../common/http/too-many-requests.exception';
import { RateLimiters } from '../common/limits/rate-limiters';
import { LoginThrottleService, type LoginSource } from './login-throttle.service';

describe('LoginThrottleService', () => {
  const config = loadConfig({ LOGIN_MAX_PER_EMAIL: '5', LOGIN_MAX_PER_IP: '20', LOGIN_MAX_PER_ACCOUNT: '30', LOGIN_WINDOW_MINUTES: '15' });
  const window = 15 * 60_000;
  let throttle: LoginThrottleService;
  beforeEach(() => {
    jest.useFakeTimers({ now: 0 });
    throttle = new LoginThrottleService(config, new RateLimiters());
  });
  afterEach(() => jest.useRealTimers());

  const from = (ip: string, device: string | null = null): LoginSource => ({ ip, device });
  /** One failed attempt, counted as the throttle let it in. */
  const fail = async (email: string, source: LoginSource) => throttle.recordFailure(email, source, await throttle.admit(email, source));
  const failTimes = async (n: number, email: string, source: LoginSource) => {
    for (let i = 0; i < n; i++) await fail(email, source);
  };
  const refusal = async (email: string, source: LoginSource) => {
    try {
      await throttle.admit(email, source);
    } catch (error) {
      return error as TooManyRequestsException;
    }
    return undefined;
  };

  it('allows 5 failures for an e-mail from one IP, then refuses with the time left', async () => {
    await failTimes(4, 'a@x.test', from('1.1.1.1'));
    expect(await refusal('a@x.test', from('1.1.1.1'))).toBeUndefined();
    await fail('a@x.test', from('1.1.1.1'));
    jest.advanceTimersByTime(60_000);
    const error = await refusal('a@x.test', from('1.1.1.1'));
    expect(error).toBeInstanceOf(TooManyRequestsException);
    expect(error?.getStatus()).toBe(HttpStatus.TOO_MANY_REQUESTS);
    expect(error?.retryAfterSeconds).toBe((window - 60_000) / 1000);
  });

  it("does not let a stranger's failures lock the owner out from another IP", async () => {
    await failTimes(5, 'a@x.test', from('6.6.6.6'));
    expect(await refusal('a@x.test', from('6.6.6.6'))).toBeInstanceOf(TooManyRequestsException);
    expect(await refusal('a@x.test', from('1.1.1.1'))).toBeUndefined();
  });

  it('throttles one e-mail across every IP after LOGIN_MAX_PER_ACCOUNT failures from untrusted sources', async () => {
    for (let i = 0; i < 30; i++) await fail('a@x.test', from(`10.0.0.${i}`));
    expect(await refusal('a@x.test', from('1.1.1.1'))).toBeInstanceOf(TooManyRequestsException);
    expect(await refusal('b@x.test', from('1.1.1.1'))).toBeUndefined();
  });

  it("lets a device trusted for the account in after any number of strangers' failures, from any IP", async () => {
    for (let i = 0; i < 30; i++) await fail('a@x.test', from(`10.0.0.${i}`));
    for (let i = 0; i < 20; i++) await fail(`u${i}@x.test`, from('1.1.1.1'));
    expect(await refusal('a@x.test', from('1.1.1.1'))).toBeInstanceOf(TooManyRequestsException);
    expect(await throttle.admit('a@x.test', from('1.1.1.1', 'nonce-1'))).toBe('trusted');
    expect(await throttle.admit('a@x.test', from('10.0.0.1', 'nonce-1'))).toBe('trusted');
  });

  it("counts a trusted device's failures on its own budget, not the account's, and trusts it no more once that is used up", async () => {
    const device = from('1.1.1.1', 'nonce-1');
    await failTimes(5, 'a@x.test', device);
    expect(await refusal('a@x.test', from('2.2.2.2'))).toBeUndefined();
    // Used up: it is counted as an untrusted source, whose count for this e-mail and client is used up too.
    const error = await refusal('a@x.test', device);
    expect(error).toBeInstanceOf(TooManyRequestsException);
    expect(await throttle.admit('a@x.test', from('2.2.2.2', 'nonce-1'))).toBe('untrusted');
    // Another device of the owner is still trusted.
    expect(await throttle.admit('a@x.test', from('1.1.1.1', 'nonce-2'))).toBe('trusted');
    jest.advanceTimersByTime(window + 1);
    expect(await throttle.admit('a@x.test', device)).toBe('trusted');
  });

  it('forgets failures older than the window', async () => {
    await failTimes(5, 'a@x.test', from('1.1.1.1'));
    jest.advanceTimersByTime(window + 1);
    expect(await refusal('a@x.test', from('1.1.1.1'))).toBeUndefined();
  });

  it('counts 20 failures per IP across e-mails', async () => {
    for (let i = 0; i < 20; i++) await fail(`u${i}@x.test`, from('2.2.2.2'));
    expect(await refusal('new@x.test', from('2.2.2.2'))).toBeInstanceOf(TooManyRequestsException);
    expect(await refusal('new@x.test', from('3.3.3.3'))).toBeUndefined();
  });

  it('counts an IPv6 /64 as one client, and an IPv4-mapped address as its IPv4 address', async () => {
    for (let i = 1; i <= 20; i++) await fail(`u${i}@x.test`, from(`2001:db8:1:2::${i.toString(16)}`));
    expect(await refusal('new@x.test', from('2001:db8:1:2:aaaa::1'))).toBeInstanceOf(TooManyRequestsException);
    expect(await refusal('new@x.test', from('2001:db8:1:3::1'))).toBeUndefined();
    await failTimes(3, 'a@x.test', from('::ffff:192.0.2.7'));
    await failTimes(2, 'a@x.test', from('192.0.2.7'));
    expect(await refusal('a@x.test', from('::ffff:192.0.2.7'))).toBeInstanceOf(TooManyRequestsException);
  });

  it("a success clears the e-mail from that IP and the device's count, not the IP", async () => {
    await failTimes(5, 'a@x.test', from('4.4.4.4'));
    await throttle.recordSuccess('a@x.test', from('4.4.4.4'));
    expect(await refusal('a@x.test', from('4.4.4.4'))).toBeUndefined();
    for (let i = 0; i < 15; i++) await fail(`u${i}@x.test`, from('4.4.4.4'));
    expect(await refusal('z@x.test', from('4.4.4.4'))).toBeInstanceOf(TooManyRequestsException);

    await failTimes(4, 'b@x.test', from('5.5.5.5', 'nonce-3'));
    await throttle.recordSuccess('b@x.test', from('5.5.5.5', 'nonce-3'));
    await failTimes(4, 'b@x.test', from('5.5.5.5', 'nonce-3'));
    expect(await throttle.admit('b@x.test', from('5.5.5.5', 'nonce-3'))).toBe('trusted');
  });
});
