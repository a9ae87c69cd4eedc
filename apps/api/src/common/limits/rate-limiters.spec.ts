import { consumeOrWait, RateLimiters, secondsToWait } from './rate-limiters';

describe('RateLimiters', () => {
  beforeEach(() => jest.useFakeTimers({ now: 0 }));
  afterEach(() => jest.useRealTimers());

  it('makes limiters that allow `points` attempts per window, then name the seconds left', async () => {
    const limiter = new RateLimiters().create({ keyPrefix: 'test', points: 2, windowSeconds: 60 });
    expect(await consumeOrWait(limiter, 'a')).toBe(0);
    expect(await secondsToWait(limiter, 'a')).toBe(0);
    expect(await consumeOrWait(limiter, 'a')).toBe(0);
    jest.advanceTimersByTime(15_000);
    expect(await secondsToWait(limiter, 'a')).toBe(45);
    expect(await consumeOrWait(limiter, 'a')).toBe(45);
    expect(await secondsToWait(limiter, 'b')).toBe(0);
    jest.advanceTimersByTime(45_001);
    expect(await consumeOrWait(limiter, 'a')).toBe(0);
  });

  it('keeps limiters with different prefixes apart', async () => {
    const limiters = new RateLimiters();
    const one = limiters.create({ keyPrefix: 'one', points: 1, windowSeconds: 60 });
    const two = limiters.create({ keyPrefix: 'two', points: 1, windowSeconds: 60 });
    await one.consume('k');
    expect(await secondsToWait(one, 'k')).toBe(60);
    expect(await secondsToWait(two, 'k')).toBe(0);
  });
});
