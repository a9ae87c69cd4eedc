import { loadConfig } from '../../config/load-config';
import { TooManyRequestsException } from '../http/too-many-requests.exception';
import { ServerBusyException } from '../http/server-busy.exception';
import { RateLimiters } from '../limits/rate-limiters';
import { UncachedWorkService, type Release } from './uncached-work.service';

const service = (env: Record<string, string>) => new UncachedWorkService(loadConfig(env), new RateLimiters());
const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('UncachedWorkService', () => {
  it('runs RENDER_CONCURRENCY at once, queues RENDER_QUEUE more and refuses the rest with 503', async () => {
    const work = service({ RENDER_CONCURRENCY: '2', RENDER_QUEUE: '1', RENDER_MAX_PER_MINUTE: '100' });
    const first = await work.admit('198.51.100.1');
    const second = await work.admit('198.51.100.2');
    let third: Release | undefined;
    const waiting = work.admit('198.51.100.3').then((release) => (third = release));
    await turn();
    expect(work.load()).toEqual({ running: 2, waiting: 1 });

    const refused = await work.admit('198.51.100.4').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ServerBusyException);
    expect((refused as ServerBusyException).getStatus()).toBe(503);
    expect((refused as ServerBusyException).retryAfterSeconds).toBeGreaterThan(0);

    first();
    first(); // a second release gives nothing back twice
    expect(third).toBeUndefined(); // handed over on the next turn of the event loop, not inside release()
    await waiting;
    expect(work.load()).toEqual({ running: 2, waiting: 0 });
    second();
    third?.();
    await turn();
    expect(work.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('counts RENDER_MAX_PER_MINUTE per client and answers 429 with the wait past it', async () => {
    const work = service({ RENDER_CONCURRENCY: '8', RENDER_MAX_PER_MINUTE: '3' });
    for (let i = 0; i < 3; i++) (await work.admit('203.0.113.9'))();
    const refused = await work.admit('203.0.113.9').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(TooManyRequestsException);
    expect((refused as TooManyRequestsException).getStatus()).toBe(429);
    expect((refused as TooManyRequestsException).getResponse()).toMatchObject({ code: 'request.too_many' });
    expect((refused as TooManyRequestsException).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect((refused as TooManyRequestsException).retryAfterSeconds).toBeLessThanOrEqual(60);
    // Another client is not held back.
    (await work.admit('203.0.113.10'))();
  });

  it('counts an IPv6 /64 as one client', async () => {
    const work = service({ RENDER_CONCURRENCY: '8', RENDER_MAX_PER_MINUTE: '3' });
    for (let i = 1; i <= 3; i++) (await work.admit(`2001:db8:1:2::${i}`))();
    await expect(work.admit('2001:db8:1:2:ffff::7')).rejects.toBeInstanceOf(TooManyRequestsException);
    (await work.admit('2001:db8:1:3::1'))();
  });

  it('sizes its turns to the cores when RENDER_CONCURRENCY is not set', async () => {
    const work = service({ RENDER_QUEUE: '0' });
    const releases: Release[] = [];
    const cores = loadConfig({}).uncachedWork.concurrency;
    expect(cores).toBeGreaterThanOrEqual(1);
    for (let i = 0; i < cores; i++) releases.push(await work.admit(`192.0.2.${i + 1}`));
    await expect(work.admit('192.0.2.200')).rejects.toBeInstanceOf(ServerBusyException);
    for (const release of releases) release();
  });
});
