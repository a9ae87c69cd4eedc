import type { EventBus } from '../../common/events/event-bus';
import { SECURITY_MESSAGES } from '@csec/contracts';
import { loadConfig } from '../../config/load-config';
import { TooManyRequestsException } from '../../common/http/too-many-requests.exception';
import { RateLimiters } from '../../common/limits/rate-limiters';
import { UserPasswordChangedEvent } from '../../users/events/user-password-changed.event';
import { TwoFactorLockedEvent } from '../events/two-factor-locked.event';
import { CodeAttemptsService } from './code-attempts.service';
import type { TwoFactorRepository } from './two-factor.repository';

const MINUTE = 60_000;

/** The two columns of user_two_factor the lock lives in, for accounts with two-factor login on; every call yields, as a database would. */
class FakeLockTable {
  readonly rows = new Map<number, { failedCodes: number; lockedUntil: Date | null }>();
  async codeLock(userId: number) {
    await Promise.resolve();
    const row = this.rows.get(userId);
    return row ? { ...row } : null;
  }
  async countCode(userId: number, seen: number, lockedUntil: Date | null) {
    await Promise.resolve();
    const row = this.rows.get(userId);
    if (!row || row.failedCodes !== seen) return false;
    row.failedCodes = seen + 1;
    if (lockedUntil) row.lockedUntil = lockedUntil;
    return true;
  }
  async clearCodeCount(userId: number) {
    await Promise.resolve();
    const row = this.rows.get(userId);
    if (row) Object.assign(row, { failedCodes: 0, lockedUntil: null });
  }
}

describe('CodeAttemptsService', () => {
  const owner = { id: 7, username: 'writer' };
  let table: FakeLockTable;
  let now: number;
  let emitted: TwoFactorLockedEvent[];
  let attempts: CodeAttemptsService;
  const wrong = () => Promise.resolve(false);
  const right = () => Promise.resolve(true);

  beforeEach(() => {
    jest.useFakeTimers({ now: 0 });
    table = new FakeLockTable();
    table.rows.set(owner.id, { failedCodes: 0, lockedUntil: null });
    now = Date.UTC(2026, 10, 24);
    emitted = [];
    const events = { emit: jest.fn(async (_name: string, event: TwoFactorLockedEvent) => void emitted.push(event)) };
    const clock = { now: () => new Date(now) };
    attempts = new CodeAttemptsService(
      table as unknown as TwoFactorRepository,
      clock,
      events as unknown as EventBus,
      loadConfig({ LOGIN_MAX_PER_IP: '20', LOGIN_WINDOW_MINUTES: '15' }),
      new RateLimiters(),
    );
  });
  afterEach(() => jest.useRealTimers());

  const refusal = async (work: Promise<unknown>) => {
    try {
      await work;
    } catch (error) {
      return error as TooManyRequestsException;
    }
    return undefined;
  };
  /** `n` wrong codes, each from its own client so only the account's lock is in play. */
  const failTimes = async (n: number) => {
    for (let i = 0; i < n; i++) expect(await attempts.attempt(owner, `198.51.100.${i + 1}`, wrong)).toBe(false);
  };

  it('locks after the 5th wrong code for 15 minutes: 429 auth.totp_locked with the wait, the code not even checked', async () => {
    await failTimes(4);
    expect(emitted).toEqual([]);
    await failTimes(1);
    expect(emitted).toEqual([new TwoFactorLockedEvent(7, 'writer', 900, true, 5)]);
    now += MINUTE;
    const check = jest.fn(right);
    const error = await refusal(attempts.attempt(owner, '203.0.113.1', check));
    expect(error).toBeInstanceOf(TooManyRequestsException);
    expect(error?.retryAfterSeconds).toBe(840);
    expect(error?.getResponse()).toEqual({ code: 'auth.totp_locked', message: SECURITY_MESSAGES.totpLocked(840), params: { seconds: 840 } });
    expect(SECURITY_MESSAGES.totpLocked(840)).toContain('14 minutes');
    expect(check).not.toHaveBeenCalled();
    expect(emitted[1]).toEqual(new TwoFactorLockedEvent(7, 'writer', 840, false, 5));
  });

  it('doubles the wait after each 5 wrong codes without a right one, and a right code starts again', async () => {
    const waits: number[] = [];
    for (let lock = 0; lock < 4; lock++) {
      await failTimes(5);
      waits.push((await refusal(attempts.attempt(owner, '203.0.113.1', right)))?.retryAfterSeconds ?? 0);
      now += waits[lock] * 1000;
    }
    expect(waits).toEqual([900, 1800, 3600, 7200]);
    expect(await attempts.attempt(owner, '203.0.113.1', right)).toBe(true);
    expect(table.rows.get(owner.id)).toEqual({ failedCodes: 0, lockedUntil: null });
    await failTimes(5);
    expect((await refusal(attempts.attempt(owner, '203.0.113.1', right)))?.retryAfterSeconds).toBe(900);
  });

  it('lets no parallel guesses past the count: of 20 at once, 5 are checked', async () => {
    const check = jest.fn(wrong);
    const results = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => attempts.attempt(owner, `198.51.100.${i + 1}`, check)));
    expect(check).toHaveBeenCalledTimes(5);
    expect(results.filter((result) => result.status === 'rejected')).toHaveLength(15);
    expect(table.rows.get(owner.id)?.failedCodes).toBe(5);
  });

  it('refuses a login that sends no code while locked (assertOpen), with a row, and lets it through otherwise', async () => {
    await expect(attempts.assertOpen(owner)).resolves.toBeUndefined();
    await failTimes(5);
    const error = await refusal(attempts.assertOpen(owner));
    expect(error?.getResponse()).toMatchObject({ code: 'auth.totp_locked' });
    expect(emitted.at(-1)).toEqual(new TwoFactorLockedEvent(7, 'writer', 900, false, 5));
    now += 15 * MINUTE;
    await expect(attempts.assertOpen(owner)).resolves.toBeUndefined();
  });

  it('counts wrong codes per client (an IPv6 /64) across accounts: LOGIN_MAX_PER_IP, then 429 auth.too_many_attempts', async () => {
    for (let id = 100; id < 120; id++) {
      table.rows.set(id, { failedCodes: 0, lockedUntil: null });
      expect(await attempts.attempt({ id, username: `u${id}` }, `2001:db8:1:2::${id}`, wrong)).toBe(false);
    }
    table.rows.set(200, { failedCodes: 0, lockedUntil: null });
    const error = await refusal(attempts.attempt({ id: 200, username: 'u200' }, '2001:db8:1:2::ffff', right));
    expect(error?.getResponse()).toMatchObject({ code: 'auth.too_many_attempts' });
    expect(await attempts.attempt({ id: 200, username: 'u200' }, '2001:db8:1:3::1', right)).toBe(true);
  });

  it('ends the lock when the password changes', async () => {
    await failTimes(5);
    await attempts.onPasswordChanged(new UserPasswordChangedEvent(owner.id, 1, null, 'writer'));
    expect(await attempts.attempt(owner, '203.0.113.1', right)).toBe(true);
  });

  it('counts nothing for an account without two-factor login', async () => {
    const check = jest.fn(wrong);
    expect(await attempts.attempt({ id: 99, username: 'nobody' }, '203.0.113.1', check)).toBe(false);
    expect(check).toHaveBeenCalled();
    expect(table.rows.has(99)).toBe(false);
  });
});
