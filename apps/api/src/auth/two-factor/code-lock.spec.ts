import { CODE_LOCK, lockMsAfter } from './code-lock';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Guesses an attacker who knows the password gets in `periodMs`, trying a code whenever the lock allows. */
function guessesWithin(periodMs: number): number {
  let now = 0;
  let guesses = 0;
  for (;;) {
    guesses++;
    now += lockMsAfter(guesses);
    if (now >= periodMs) return guesses;
  }
}

describe('second-factor lock schedule', () => {
  it('locks after every 5th wrong code: 15 minutes, then twice as long each time', () => {
    expect([1, 2, 3, 4].map(lockMsAfter)).toEqual([0, 0, 0, 0]);
    expect(lockMsAfter(5)).toBe(15 * MINUTE);
    expect([6, 7, 8, 9].map(lockMsAfter)).toEqual([0, 0, 0, 0]);
    expect(lockMsAfter(10)).toBe(30 * MINUTE);
    expect(lockMsAfter(15)).toBe(60 * MINUTE);
    expect(lockMsAfter(20)).toBe(120 * MINUTE);
  });

  it('stops doubling at 2^12 times the first lock', () => {
    const longest = CODE_LOCK.firstLockMs * 2 ** CODE_LOCK.maxDoublings;
    expect(lockMsAfter(5 * (CODE_LOCK.maxDoublings + 1))).toBe(longest);
    expect(lockMsAfter(5 * 1000)).toBe(longest);
    expect(longest).toBeLessThan(50 * DAY);
  });

  it('allows at most 100 guesses in 30 days to someone who knows the password (success chance under 0.03%)', () => {
    const guesses = guessesWithin(30 * DAY);
    expect(guesses).toBeLessThanOrEqual(100);
    expect(guesses).toBe(60);
    // Three 6-digit codes are accepted at any moment (one 30-second step of drift either side).
    expect((guesses * 3) / 1_000_000).toBeLessThan(0.0003);
  });

  it('allows 5 guesses in the first 15 minutes and 10 in the first 45', () => {
    expect(guessesWithin(15 * MINUTE)).toBe(5);
    expect(guessesWithin(45 * MINUTE)).toBe(10);
  });
});
