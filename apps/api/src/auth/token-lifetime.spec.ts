import { durationMs } from './token-lifetime';

describe('durationMs', () => {
  it.each([
    ['30m', 1_800_000],
    ['8h', 28_800_000],
    ['7d', 604_800_000],
    ['45s', 45_000],
    ['3600', 3_600_000],
  ])('reads %s as %d ms', (value, ms) => expect(durationMs(value)).toBe(ms));

  it('refuses what JWT_EXPIRES_IN would refuse', () => expect(() => durationMs('8 hours')).toThrow(RangeError));
});
