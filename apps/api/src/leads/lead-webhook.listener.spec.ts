import { Test } from '@nestjs/testing';
import { Logger } from '@nestjs/common';
import { EventBus } from '../common/events/event-bus';
import { EventsModule } from '../common/events/events.module';
import type { LeadView } from '../common/views/api-views';
import { LeadCreatedEvent } from './events/lead-created.event';
import { DEFAULT_WEBHOOK_TIMING, LEAD_WEBHOOK_OPTIONS, LeadWebhookListener, type LeadWebhookOptions } from './lead-webhook.listener';

const lead: LeadView = {
  id: 7,
  kind: 'contact',
  status: 'new',
  name: 'Budi',
  organisation: 'PT Contoh',
  jobTitle: null,
  email: 'budi@example.co.id',
  phone: null,
  interest: null,
  message: 'Hello',
  clientIp: '127.0.0.1',
  createdAt: '2026-01-02T03:04:05.000Z',
  updatedAt: '2026-01-02T03:04:05.000Z',
};

const URL_WITH_SECRET = 'https://hooks.example.com/services/SECRET?token=abc';

describe('LeadWebhookListener', () => {
  let fetchMock: jest.SpyInstance<Promise<Response>, Parameters<typeof fetch>>;
  let logged: jest.SpyInstance;
  /** The text of the first error logged. */
  const firstLog = () => String((logged.mock.calls as unknown[][])[0][0]);
  beforeEach(() => {
    fetchMock = jest.spyOn(global, 'fetch');
    logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  const listener = (options: Partial<LeadWebhookOptions> = {}) =>
    new LeadWebhookListener({ url: URL_WITH_SECRET, timeoutMs: 200, retryDelaysMs: [10, 20], ...options });
  const answer = (status: number) => Promise.resolve(new Response(status === 204 ? null : 'body', { status }));

  it('waits 5 s for an answer and tries three times, 1 s then 3 s apart, unless told otherwise', () => {
    expect(DEFAULT_WEBHOOK_TIMING).toEqual({ timeoutMs: 5000, retryDelaysMs: [1000, 3000] });
  });

  it('POSTs the lead as JSON', async () => {
    fetchMock.mockImplementation(() => answer(204));
    expect(await listener().deliver(URL_WITH_SECRET, lead)).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe(URL_WITH_SECRET);
    expect(init).toMatchObject({ method: 'POST', headers: { 'Content-Type': 'application/json' } });
    expect(JSON.parse(init?.body as string)).toEqual(lead);
    expect(init?.signal).toBeInstanceOf(AbortSignal);
    expect(logged).not.toHaveBeenCalled();
  });

  it('tries again after a 5xx, waiting the configured delays', async () => {
    fetchMock
      .mockImplementationOnce(() => answer(500))
      .mockImplementationOnce(() => answer(503))
      .mockImplementation(() => answer(200));
    const started = Date.now();
    expect(await listener({ retryDelaysMs: [30, 60] }).deliver(URL_WITH_SECRET, lead)).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(85);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(logged).not.toHaveBeenCalled();
  });

  it('gives up after three attempts and logs it, naming the lead and only the origin of the address', async () => {
    fetchMock.mockImplementation(() => answer(502));
    expect(await listener().deliver(URL_WITH_SECRET, lead)).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(logged).toHaveBeenCalledTimes(1);
    const line = firstLog();
    expect(line).toContain('Lead #7');
    expect(line).toContain('https://hooks.example.com');
    expect(line).toContain('after 3 attempt(s): HTTP 502');
    expect(line).not.toMatch(/SECRET|token/);
  });

  it('does not try again after a 4xx other than 408 and 429', async () => {
    fetchMock.mockImplementation(() => answer(404));
    expect(await listener().deliver(URL_WITH_SECRET, lead)).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    fetchMock.mockClear();
    fetchMock.mockImplementationOnce(() => answer(429)).mockImplementation(() => answer(200));
    expect(await listener().deliver(URL_WITH_SECRET, lead)).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('counts a network failure or a timeout as a failed attempt, and never throws', async () => {
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED 127.0.0.1:9') })));
    expect(await listener().deliver(URL_WITH_SECRET, lead)).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(firstLog()).toContain('fetch failed: connect ECONNREFUSED');

    fetchMock.mockReset();
    logged.mockClear();
    // A receiver that never answers: the attempt's signal ends it.
    fetchMock.mockImplementation(
      (_url, init) => new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error))),
    );
    expect(await listener({ timeoutMs: 30 }).deliver(URL_WITH_SECRET, lead)).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(firstLog()).toContain('no answer within 30 ms');
  });

  it('stops at shutdown without logging a failure', async () => {
    fetchMock.mockImplementation(() => answer(500));
    const webhook = listener({ retryDelaysMs: [5_000, 5_000] });
    const delivery = webhook.deliver(URL_WITH_SECRET, lead);
    await new Promise((resolve) => setTimeout(resolve, 20));
    webhook.onApplicationShutdown();
    expect(await delivery).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(logged).not.toHaveBeenCalled();
  });

  it('on lead.created starts the delivery without holding up the emitter; without a URL it sends nothing', async () => {
    let release: (res: Response) => void = () => undefined;
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (release = resolve)));
    for (const url of [URL_WITH_SECRET, undefined]) {
      const moduleRef = await Test.createTestingModule({
        imports: [EventsModule],
        providers: [LeadWebhookListener, { provide: LEAD_WEBHOOK_OPTIONS, useValue: { url, timeoutMs: 1000, retryDelaysMs: [] } }],
      }).compile();
      const app = await moduleRef.init();
      await app.get(EventBus).emit('lead.created', new LeadCreatedEvent(lead));
      // The emitter is done while the receiver has not answered yet.
      expect(fetchMock).toHaveBeenCalledTimes(url ? 1 : 0);
      release(new Response('ok'));
      await app.get(LeadWebhookListener).idle();
      await app.close();
      fetchMock.mockClear();
    }
  });
});
