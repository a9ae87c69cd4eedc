import { Logger } from '@nestjs/common';
import { loadConfig } from '../config/load-config';
import { ActivityRetention } from './activity-retention';
import type { ActivityRepository } from './activity.repository';

describe('ActivityRetention', () => {
  const DAY_MS = 24 * 60 * 60_000;
  const start = Date.parse('2026-06-15T10:00:00.000Z');
  let repo: { deleteOlderThan: jest.Mock };
  let retention: ActivityRetention;

  beforeEach(() => {
    jest.useFakeTimers({ now: start });
    repo = { deleteOlderThan: jest.fn().mockResolvedValue(0) };
    retention = new ActivityRetention(repo as unknown as ActivityRepository, loadConfig({ ACTIVITY_KEEP_DAYS: '30' }));
  });
  afterEach(() => {
    retention.onModuleDestroy();
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  const cutoffs = () => (repo.deleteOlderThan.mock.calls as [Date][]).map(([cutoff]) => cutoff.toISOString());

  it('removes the rows older than ACTIVITY_KEEP_DAYS at start-up, then once a day until the module is destroyed', async () => {
    await retention.onApplicationBootstrap();
    expect(cutoffs()).toEqual([new Date(start - 30 * DAY_MS).toISOString()]);

    await jest.advanceTimersByTimeAsync(DAY_MS - 1);
    expect(repo.deleteOlderThan).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(cutoffs()[1]).toBe(new Date(start + DAY_MS - 30 * DAY_MS).toISOString());

    retention.onModuleDestroy();
    await jest.advanceTimersByTimeAsync(3 * DAY_MS);
    expect(repo.deleteOlderThan).toHaveBeenCalledTimes(2);
  });

  it('keeps 365 days unless told otherwise', async () => {
    await new ActivityRetention(repo as unknown as ActivityRepository, loadConfig({})).prune();
    expect(cutoffs()).toEqual([new Date(start - 365 * DAY_MS).toISOString()]);
  });

  it('logs a failed run instead of stopping the start-up, and tries again the next day', async () => {
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    repo.deleteOlderThan.mockRejectedValueOnce(new Error('database is locked'));
    await expect(retention.onApplicationBootstrap()).resolves.toBeUndefined();
    expect(logged).toHaveBeenCalledWith('Could not remove old activity rows: database is locked');
    await jest.advanceTimersByTimeAsync(DAY_MS);
    expect(repo.deleteOlderThan).toHaveBeenCalledTimes(2);
  });
});
