/**
 * How wrong second-factor codes lock an account's second factor. Every 5th wrong code without a
 * right one in between locks it, for 15 minutes the first time and twice as long each time after
 * (15 min, 30 min, 1 h, 2 h, ...); a right code starts the count again. Someone who knows the
 * password can so try at most 60 codes in 30 days (code-lock.spec.ts): with 3 of the 10^6 six-digit
 * codes right at any moment (one time step of drift either side), a chance under 0.02%.
 */
export const CODE_LOCK = {
  failuresPerLock: 5,
  firstLockMs: 15 * 60_000,
  /**
   * The wait stops doubling here (15 min x 2^12, about 43 days), so the date stays far from any
   * column's limit; by then the schedule has allowed 65 guesses in about 85 days.
   */
  maxDoublings: 12,
} as const;

/** How long the second factor locks once `failures` wrong codes in a row are counted: 0 unless it is a 5th. */
export function lockMsAfter(failures: number): number {
  if (failures <= 0 || failures % CODE_LOCK.failuresPerLock !== 0) return 0;
  const doublings = Math.min(failures / CODE_LOCK.failuresPerLock - 1, CODE_LOCK.maxDoublings);
  return CODE_LOCK.firstLockMs * 2 ** doublings;
}
