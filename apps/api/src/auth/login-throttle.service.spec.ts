import { HttpStatus } from '@nestjs/common';
import { loadConfig } from '../config/load-config';
import { TooManyRequestsException } from '../common/http/too-many-requests.exception';
import { LoginThrottleService } from './login-throttle.service';

describe('LoginThrottleService', () => {
  const config = loadConfig({ LOGIN_MAX_PER_EMAIL: '5', LOGIN_MAX_PER_IP: '20', LOGIN_WINDOW_MINUTES: '15' });
  const window = 15 * 60_000;
  let throttle: LoginThrottleService;
  beforeEach(() => (throttle = new LoginThrottleService(config)));

  const failTimes = (n: number, email: string, ip: string, at: number) => {
    for (let i = 0; i < n; i++) throttle.recordFailure(email, ip, at);
  };

  it('allows 5 failures for an e-mail, then refuses with the time left', () => {
    failTimes(4, 'a@x.test', '1.1.1.1', 0);
    expect(() => throttle.assertAllowed('a@x.test', '1.1.1.1', 1000)).not.toThrow();
    throttle.recordFailure('A@X.test ', '1.1.1.1', 0);
    try {
      throttle.assertAllowed('a@x.test', '1.1.1.1', 60_000);
      throw new Error('expected a refusal');
    } catch (error) {
      expect(error).toBeInstanceOf(TooManyRequestsException);
      expect((error as TooManyRequestsException).getStatus()).toBe(HttpStatus.TOO_MANY_REQUESTS);
      expect((error as TooManyRequestsException).retryAfterSeconds).toBe((window - 60_000) / 1000);
    }
  });

  it('forgets failures older than the window', () => {
    failTimes(5, 'a@x.test', '1.1.1.1', 0);
    expect(() => throttle.assertAllowed('a@x.test', '1.1.1.1', window + 1)).not.toThrow();
  });

  it('counts 20 failures per IP across e-mails', () => {
    for (let i = 0; i < 20; i++) throttle.recordFailure(`u${i}@x.test`, '2.2.2.2', 0);
    expect(() => throttle.assertAllowed('new@x.test', '2.2.2.2', 10)).toThrow(TooManyRequestsException);
    expect(() => throttle.assertAllowed('new@x.test', '3.3.3.3', 10)).not.toThrow();
  });

  it('a success clears the e-mail, not the IP', () => {
    failTimes(5, 'a@x.test', '4.4.4.4', 0);
    throttle.recordSuccess('a@x.test');
    expect(() => throttle.assertAllowed('a@x.test', '5.5.5.5', 10)).not.toThrow();
  });
});
