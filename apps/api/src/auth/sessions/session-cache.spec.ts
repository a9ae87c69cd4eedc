import { SessionCache } from './session-cache';

describe('SessionCache', () => {
  const entry = (checkedAtMs: number, expiresAtMs = 1_000_000) => ({ userId: 7, expiresAtMs, checkedAtMs, lastSeenWrittenAtMs: checkedAtMs });

  it('trusts an entry for the TTL, then asks for the row again', () => {
    const cache = new SessionCache(10);
    cache.remember('a', entry(1_000));
    expect(cache.fresh('a', 6_000, 5_000)?.userId).toBe(7);
    expect(cache.fresh('a', 6_001, 5_000)).toBeUndefined();
    expect(cache.fresh('a', 1_000, 5_000)).toBeUndefined();
  });

  it('never serves a session past its expiry, and forgets ended ones at once', () => {
    const cache = new SessionCache(10);
    cache.remember('a', entry(1_000, 2_000));
    expect(cache.fresh('a', 2_000, 5_000)).toBeUndefined();
    cache.remember('b', entry(1_000));
    cache.forget(['b']);
    expect(cache.fresh('b', 1_001, 5_000)).toBeUndefined();
  });

  it('takes the TTL of each lookup, and forgets everything when asked', () => {
    const cache = new SessionCache(10);
    cache.remember('a', entry(1_000));
    expect(cache.fresh('a', 2_000, 1_000)?.userId).toBe(7);
    expect(cache.fresh('a', 2_001, 1_000)).toBeUndefined();
    cache.remember('b', entry(1_000));
    cache.clear();
    expect(cache.fresh('b', 1_001, 5_000)).toBeUndefined();
  });
});
