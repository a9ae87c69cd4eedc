import * as crypto from 'node:crypto';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { DataSource } from 'typeorm';
import { WEBHOOK_MESSAGES, WEBHOOK_TOLERANCE_SECONDS } from '@csec/contracts';
import { Webhook } from '../src/webhooks/webhook.entity';
import { bearer, createAccount, login, startTestApp, SUPERADMIN, type TestApp } from './support/test-app';

/** One request the receiver got. */
interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A webhook receiver on 127.0.0.1 that answers with the statuses it is given, in order (200 once they are used up). */
async function startReceiver() {
  const received: Received[] = [];
  let answers: number[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      const status = answers.shift() ?? 200;
      res.writeHead(status, { 'Content-Type': 'text/plain' }).end(status < 300 ? 'ok' : `refused with ${status}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    received,
    url: (path = '/hooks') => `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`,
    answer: (statuses: number[]) => (answers = statuses),
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * The receiver's check, written apart from the product's signer (as the documentation's receiver):
 * the header's timestamp and HMAC over `t.body`, compared in constant time, and no older than the tolerance.
 */
function verify(secret: string, header: string | string[] | undefined, body: string, now = Date.now()): boolean {
  const parts = new Map(
    String(header)
      .split(',')
      .map((part) => part.split('=') as [string, string]),
  );
  const t = Number(parts.get('t'));
  const given = Buffer.from(parts.get('v1') ?? '', 'hex');
  const expected = crypto
    .createHmac('sha256', secret)
    .update(`${parts.get('t')}.${body}`)
    .digest();
  return (
    Number.isInteger(t) && Math.abs(now / 1000 - t) <= WEBHOOK_TOLERANCE_SECONDS && given.length === expected.length && crypto.timingSafeEqual(given, expected)
  );
}

async function until<T>(read: () => T | undefined | false | Promise<T | undefined | false>, what: string, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const FAST = { WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_RETRY_DELAYS_MS: '50,100', WEBHOOK_POLL_MS: '50', WEBHOOK_TIMEOUT_MS: '2000' };

describe('webhooks', () => {
  let t: TestApp;
  let root: string;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let categoryId: number;

  beforeAll(async () => {
    [t, receiver] = await Promise.all([startTestApp(FAST), startReceiver()]);
    root = await login(t.http, SUPERADMIN.email, SUPERADMIN.password);
    categoryId = (await t.http.get('/api/categories').expect(200)).body.data[0].id;
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });
  beforeEach(() => {
    receiver.received.length = 0;
    receiver.answer([]);
  });

  const create = async (body: object) =>
    (await t.http.post('/api/webhooks').set(bearer(root)).send(body).expect(201)).body.data as { id: number; secret: string };
  const remove = (id: number) => t.http.delete(`/api/webhooks/${id}`).set(bearer(root)).expect(200);
  type Delivery = { id: string; event: string; state: string; attempts: { statusCode: number | null; error: string | null }[] };
  const deliveries = async (id: number) => (await t.http.get(`/api/webhooks/${id}/deliveries`).set(bearer(root)).expect(200)).body.data as Delivery[];
  const post = async (title: string) => {
    const made = await t.http
      .post('/api/blogs')
      .set(bearer(root))
      .send({ title, categoryId, cover: '/uploads/c.png', content: `<p>${title}</p>` })
      .expect(201);
    return made.body as { blogId: number; blogSlug: string };
  };

  it('is admin-level only, answers the secret once and never lists it, and refuses bad input field by field', async () => {
    const author = await createAccount(t.http, root, { username: 'hook_author', email: 'hook-author@csec.test', role: 'author' });
    await t.http.get('/api/webhooks').set(bearer(author.token)).expect(403);
    await t.http
      .post('/api/webhooks')
      .set(bearer(author.token))
      .send({ url: receiver.url(), events: ['post.published'] })
      .expect(403);

    const made = await t.http
      .post('/api/webhooks')
      .set(bearer(root))
      .send({ url: receiver.url(), events: ['post.published'] })
      .expect(201);
    expect(made.body.message).toBe(WEBHOOK_MESSAGES.created);
    expect(made.body.data.secret).toMatch(/^whsec_[\w-]{43}$/);
    const listed = (await t.http.get('/api/webhooks').set(bearer(root)).expect(200)).body.data as object[];
    expect(listed).toEqual([expect.objectContaining({ id: made.body.data.id, url: receiver.url(), events: ['post.published'], fromEnvironment: false })]);
    expect(JSON.stringify(listed)).not.toContain('whsec_');

    const bad = await t.http.post('/api/webhooks').set(bearer(root)).send({ url: 'ftp://files.example.com/x', events: [] }).expect(400);
    expect(bad.body.errors).toEqual({ url: WEBHOOK_MESSAGES.urlInvalid, events: WEBHOOK_MESSAGES.eventsRequired });
    await t.http
      .post('/api/webhooks')
      .set(bearer(root))
      .send({ url: receiver.url(), events: ['user.created'] })
      .expect(400);
    await remove(made.body.data.id);
    await t.http.get(`/api/webhooks/${made.body.data.id}/deliveries`).set(bearer(root)).expect(404);
  });

  it('delivers each event once, signed, with the event and a unique delivery id in the headers', async () => {
    const hook = await create({ url: receiver.url(), events: ['post.published', 'post.unpublished', 'post.deleted', 'lead.created'] });
    const { blogId, blogSlug } = await post('Signed news');
    await t.http.post(`/api/blogs/${blogSlug}/publish`).set(bearer(root)).expect(200);
    await t.http.post(`/api/blogs/${blogSlug}/draft`).set(bearer(root)).expect(200);
    await t.http.delete(`/api/blogs/${blogId}`).set(bearer(root)).expect(200);
    await t.http
      .post('/api/leads')
      .send({ kind: 'contact', name: 'Rina', organisation: 'Agency', email: 'rina@example.go.id', message: 'Call me', consent: true })
      .expect(201);

    await until(() => receiver.received.length >= 4, 'four deliveries');
    const events = receiver.received.map((r) => r.headers['x-csec-event']);
    expect(events.sort()).toEqual(['lead.created', 'post.deleted', 'post.published', 'post.unpublished']);
    for (const { headers, body } of receiver.received) {
      expect([headers['x-csec-event'], verify(hook.secret, headers['x-csec-signature'], body)]).toEqual([headers['x-csec-event'], true]);
      expect(verify(hook.secret, headers['x-csec-signature'], body.replace('"data":{', '"data":{"forged":true,'))).toBe(false);
      expect(verify(hook.secret, headers['x-csec-signature'], body, Date.now() + (WEBHOOK_TOLERANCE_SECONDS + 5) * 1000)).toBe(false);
      expect(headers['content-type']).toBe('application/json');
      const parsed = JSON.parse(body);
      expect(parsed).toEqual({ id: expect.any(String), event: headers['x-csec-event'], occurredAt: expect.any(String), data: expect.any(Object) });
    }
    expect(new Set(receiver.received.map((r) => r.headers['x-csec-delivery'])).size).toBe(4);
    const byEvent = Object.fromEntries(receiver.received.map((r) => [r.headers['x-csec-event'], JSON.parse(r.body).data]));
    expect(byEvent['post.published']).toMatchObject({
      id: blogId,
      slug: blogSlug,
      title: 'Signed news',
      category: expect.any(String),
      url: `${t.config.publicUrl}/blog/${blogSlug}`,
    });
    expect(byEvent['post.unpublished']).toMatchObject({ id: blogId, slug: blogSlug });
    expect(byEvent['post.deleted']).toEqual({ id: blogId, slug: blogSlug, title: 'Signed news' });
    expect(byEvent['lead.created']).toMatchObject({ kind: 'contact', organisation: 'Agency', email: 'rina@example.go.id' });
    expect(byEvent['lead.created']).not.toHaveProperty('clientIp');

    const log = await until(async () => {
      const rows = await deliveries(hook.id);
      return rows.length === 4 && rows.every((row) => row.state === 'succeeded') && rows;
    }, 'four succeeded deliveries');
    expect(log.map((row) => row.attempts.map((a) => a.statusCode))).toEqual([[200], [200], [200], [200]]);
    await remove(hook.id);
  });

  it('sends post.updated for each published post whose category or author is renamed, and nothing for drafts or a new description', async () => {
    const hook = await create({ url: receiver.url(), events: ['post.updated'] });
    const writer = await createAccount(t.http, root, { username: 'hook_writer', email: 'hook-writer@csec.test', role: 'author' });
    const made = await t.http.post('/api/categories').set(bearer(root)).send({ name: 'Field notes', description: 'From the field' }).expect(201);
    const fieldId = made.body.data.id as number;
    const write = async (title: string) =>
      (
        await t.http
          .post('/api/blogs')
          .set(bearer(writer.token))
          .send({ title, categoryId: fieldId, cover: '/uploads/c.png', content: `<p>${title}</p>` })
          .expect(201)
      ).body as { blogId: number; blogSlug: string };
    const published = await write('Renamed twice');
    await write('Still a draft');
    await t.http.post(`/api/blogs/${published.blogSlug}/publish`).set(bearer(root)).expect(200);

    const rename = (body: object) => t.http.put(`/api/categories/${fieldId}`).set(bearer(root)).send(body).expect(200);
    await rename({ name: 'Field notes', description: 'Only the description' });
    await rename({ name: 'Field studies', description: 'Only the description' });
    await t.http
      .post(`/api/users/${writer.id}`)
      .set(bearer(root))
      .send({ username: 'hook_writer_2', email: 'hook-writer@csec.test', role: 'author' })
      .expect(200);

    await until(() => receiver.received.length >= 2, 'two deliveries');
    const bodies = receiver.received.map((r) => {
      expect([r.headers['x-csec-event'], verify(hook.secret, r.headers['x-csec-signature'], r.body)]).toEqual(['post.updated', true]);
      return JSON.parse(r.body) as { event: string; data: Record<string, unknown> };
    });
    const expected = {
      id: published.blogId,
      slug: published.blogSlug,
      cover: `${t.config.publicUrl}/uploads/c.png`,
      url: `${t.config.publicUrl}/blog/${published.blogSlug}`,
    };
    // Two changes, two deliveries: the sender may send them in either order.
    expect(bodies.map((b) => b.data).sort((a, b) => String(a.createdBy).localeCompare(String(b.createdBy)))).toEqual([
      expect.objectContaining({ ...expected, category: 'Field studies', createdBy: 'hook_writer' }),
      expect.objectContaining({ ...expected, category: 'Field studies', createdBy: 'hook_writer_2' }),
    ]);
    expect((await deliveries(hook.id)).map((row) => row.event)).toEqual(['post.updated', 'post.updated']);
    await remove(hook.id);
  });

  it("names a post's language and published translation, addressed in their languages, and sends post.updated when the pair appears or goes", async () => {
    const hook = await create({ url: receiver.url(), events: ['post.published', 'post.unpublished', 'post.updated'] });
    const english = await post('Pair in English');
    const made = await t.http
      .post('/api/blogs')
      .set(bearer(root))
      .send({ title: 'Pasangan dalam bahasa Indonesia', language: 'id', categoryId, cover: '/uploads/c.png', content: '<p>Isi</p>' })
      .expect(201);
    const indonesian = made.body as { blogId: number; blogSlug: string };
    const url = { en: `${t.config.publicUrl}/blog/${english.blogSlug}`, id: `${t.config.publicUrl}/id/blog/${indonesian.blogSlug}` };
    const named = {
      en: { id: english.blogId, language: 'en', slug: english.blogSlug, url: url.en },
      id: { id: indonesian.blogId, language: 'id', slug: indonesian.blogSlug, url: url.id },
    };
    type Body = { event: string; data: { id: number; language: string; url: string; translation: object | null } };
    const seen = async (count: number, what: string) => {
      await until(() => receiver.received.length >= count, what);
      const bodies = receiver.received.splice(0).map((r) => {
        expect(verify(hook.secret, r.headers['x-csec-signature'], r.body)).toBe(true);
        return JSON.parse(r.body) as Body;
      });
      // The sender may send one change's deliveries in either order.
      return bodies
        .sort((a, b) => a.event.localeCompare(b.event) || a.data.id - b.data.id)
        .map(({ event, data }) => [event, data.id, data.language, data.url, data.translation]);
    };

    await t.http.post(`/api/blogs/${english.blogSlug}/publish`).set(bearer(root)).expect(200);
    expect(await seen(1, 'the English post published')).toEqual([['post.published', english.blogId, 'en', url.en, null]]);

    // Linked while the Indonesian post is a draft: no public field changes.
    await t.http.put(`/api/blogs/${english.blogId}/translation`).set(bearer(root)).send({ translationId: indonesian.blogId }).expect(200);
    await t.http.post(`/api/blogs/${indonesian.blogSlug}/publish?lang=id`).set(bearer(root)).expect(200);
    expect(await seen(2, 'the Indonesian post published')).toEqual([
      ['post.published', indonesian.blogId, 'id', url.id, named.en],
      ['post.updated', english.blogId, 'en', url.en, named.id],
    ]);

    await t.http.delete(`/api/blogs/${english.blogId}/translation`).set(bearer(root)).expect(200);
    expect(await seen(2, 'both told of the unlink')).toEqual([
      ['post.updated', english.blogId, 'en', url.en, null],
      ['post.updated', indonesian.blogId, 'id', url.id, null],
    ]);
    await t.http.put(`/api/blogs/${indonesian.blogId}/translation`).set(bearer(root)).send({ translationId: english.blogId }).expect(200);
    expect(await seen(2, 'both told of the link')).toEqual([
      ['post.updated', english.blogId, 'en', url.en, named.id],
      ['post.updated', indonesian.blogId, 'id', url.id, named.en],
    ]);

    await t.http.post(`/api/blogs/${indonesian.blogSlug}/draft?lang=id`).set(bearer(root)).expect(200);
    expect(await seen(2, 'the Indonesian post unpublished')).toEqual([
      ['post.unpublished', indonesian.blogId, 'id', url.id, named.en],
      ['post.updated', english.blogId, 'en', url.en, null],
    ]);
    expect((await deliveries(hook.id)).length).toBe(9);
    await remove(hook.id);
  });

  it('retries a failed delivery with backoff, gives up after the last wait, and sends it again on request', async () => {
    const hook = await create({ url: receiver.url(), events: ['post.published'] });
    receiver.answer([500, 503, 502]);
    const { blogSlug } = await post('Retried news');
    await t.http.post(`/api/blogs/${blogSlug}/publish`).set(bearer(root)).expect(200);
    const [failed] = await until(async () => {
      const rows = await deliveries(hook.id);
      return rows[0]?.state === 'failed' && rows;
    }, 'the delivery to be given up');
    expect(failed.attempts.map((a) => [a.statusCode, a.error])).toEqual([
      [500, 'refused with 500'],
      [503, 'refused with 503'],
      [502, 'refused with 502'],
    ]);
    expect(new Set(receiver.received.map((r) => r.headers['x-csec-delivery']))).toEqual(new Set([failed.id]));

    await t.http.post(`/api/webhooks/${hook.id}/deliveries/${failed.id}/redeliver`).set(bearer(root)).expect(200);
    const [again] = await until(async () => {
      const rows = await deliveries(hook.id);
      return rows[0]?.state === 'succeeded' && rows;
    }, 'the redelivery');
    expect(again.attempts.map((a) => a.statusCode)).toEqual([500, 503, 502, 200]);
    expect(receiver.received.at(-1)?.headers['x-csec-delivery']).toBe(failed.id);
    await t.http.post(`/api/webhooks/${hook.id}/deliveries/no-such-delivery/redeliver`).set(bearer(root)).expect(404);
    await remove(hook.id);
  });

  it('rolls a secret: deliveries are signed with the new one from then on', async () => {
    const hook = await create({ url: receiver.url(), events: ['post.published'] });
    const rolled = await t.http.patch(`/api/webhooks/${hook.id}`).set(bearer(root)).send({ rollSecret: true }).expect(200);
    const secret = rolled.body.data.secret as string;
    expect(secret).not.toBe(hook.secret);
    const { blogSlug } = await post('Rolled news');
    await t.http.post(`/api/blogs/${blogSlug}/publish`).set(bearer(root)).expect(200);
    const [delivery] = await until(() => receiver.received.length === 1 && receiver.received, 'the delivery');
    expect(verify(secret, delivery.headers['x-csec-signature'], delivery.body)).toBe(true);
    expect(verify(hook.secret, delivery.headers['x-csec-signature'], delivery.body)).toBe(false);
    await remove(hook.id);
  });
});

describe('webhooks: across processes and restarts', () => {
  it('sends each delivery once with two processes on one database, and goes on after a restart', async () => {
    const receiver = await startReceiver();
    const first = await startTestApp({ ...FAST, WEBHOOK_RETRY_DELAYS_MS: '1500' });
    const second = await startTestApp({}, first);
    try {
      const root = await login(first.http, SUPERADMIN.email, SUPERADMIN.password);
      const hook = (
        await first.http
          .post('/api/webhooks')
          .set(bearer(root))
          .send({ url: receiver.url(), events: ['lead.created'] })
          .expect(201)
      ).body.data;
      const lead = (n: number) => ({ kind: 'contact', name: `Sender ${n}`, organisation: 'Org', email: `s${n}@example.com`, message: 'Hi', consent: true });
      for (let n = 0; n < 10; n++) await (n % 2 ? first : second).http.post('/api/leads').send(lead(n)).expect(201);
      await until(() => receiver.received.length >= 10, 'ten deliveries');
      // Both processes poll every 50 ms: a second send of any of them would have come by now.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const ids = receiver.received.map((r) => r.headers['x-csec-delivery']);
      expect(ids).toHaveLength(10);
      expect(new Set(ids).size).toBe(10);

      // A failed first attempt, then both processes stop before the retry is due (1.5 s later).
      receiver.received.length = 0;
      receiver.answer([500]);
      await first.http.post('/api/leads').send(lead(99)).expect(201);
      await until(() => receiver.received.length === 1, 'the first attempt');
      await Promise.all([first.stop(), second.stop()]);
      const restarted = await startTestApp({}, first);
      try {
        await until(() => receiver.received.length === 2, 'the retry after the restart');
        expect(receiver.received[1].headers['x-csec-delivery']).toBe(receiver.received[0].headers['x-csec-delivery']);
        const token = await login(restarted.http, SUPERADMIN.email, SUPERADMIN.password);
        const rows = (await restarted.http.get(`/api/webhooks/${hook.id}/deliveries`).set(bearer(token)).expect(200)).body.data as { state: string }[];
        await until(async () => {
          const now = (await restarted.http.get(`/api/webhooks/${hook.id}/deliveries`).set(bearer(token)).expect(200)).body.data as { state: string }[];
          return now[0].state === 'succeeded';
        }, 'the delivery to succeed');
        expect(rows).toHaveLength(11);
      } finally {
        await restarted.close();
      }
    } finally {
      await receiver.close();
    }
  });
});

describe('webhooks: the private-address guard', () => {
  let t: TestApp;
  let root: string;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;

  beforeAll(async () => {
    receiver = await startReceiver();
    // No WEBHOOK_ALLOW_PRIVATE; LEADS_WEBHOOK_URL is the operator's own and trusted.
    t = await startTestApp({ WEBHOOK_POLL_MS: '50', WEBHOOK_RETRY_DELAYS_MS: '', LEADS_WEBHOOK_URL: receiver.url('/leads?token=secret') });
    root = await login(t.http, SUPERADMIN.email, SUPERADMIN.password);
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  it.each([
    'http://127.0.0.1:9/x',
    'http://localhost:9/x',
    'http://[::1]:9/x',
    'http://169.254.169.254/latest/meta-data/',
    'http://10.1.2.3/x',
    'http://[::ffff:192.168.1.1]/x',
  ])('refuses %s with 400 webhook.url_forbidden', async (url) => {
    const res = await t.http
      .post('/api/webhooks')
      .set(bearer(root))
      .send({ url, events: ['lead.created'] })
      .expect(400);
    expect(res.body).toMatchObject({ code: 'webhook.url_forbidden', message: WEBHOOK_MESSAGES.urlForbidden });
  });

  it('refuses a private address again when sending (the address may have changed since the webhook was saved)', async () => {
    const saved = await t.app
      .get(DataSource)
      .getRepository(Webhook)
      .save({ url: 'http://127.0.0.1:9/internal', events: ['lead.created'], secret: 'whsec_test', fromEnvironment: false });
    await t.http
      .post('/api/leads')
      .send({ kind: 'contact', name: 'Guarded', organisation: 'Org', email: 'guard@example.com', message: 'Hi', consent: true })
      .expect(201);
    const [delivery] = await until(async () => {
      const rows = (await t.http.get(`/api/webhooks/${saved.id}/deliveries`).set(bearer(root)).expect(200)).body.data as {
        state: string;
        attempts: { error: string }[];
      }[];
      return rows[0]?.state === 'failed' && rows;
    }, 'the refused delivery');
    expect(delivery.attempts).toEqual([
      expect.objectContaining({ statusCode: null, error: expect.stringContaining('private, loopback, link-local or metadata') }),
    ]);

    // The same lead went to LEADS_WEBHOOK_URL, a webhook made at start-up for lead.created.
    const env = (await t.http.get('/api/webhooks').set(bearer(root)).expect(200)).body.data.find((hook: { fromEnvironment: boolean }) => hook.fromEnvironment);
    expect(env).toMatchObject({ url: receiver.url('/leads?token=secret'), events: ['lead.created'] });
    await until(() => receiver.received.length === 1, 'the LEADS_WEBHOOK_URL delivery');
    expect(JSON.parse(receiver.received[0].body)).toMatchObject({ event: 'lead.created', data: { name: 'Guarded' } });
  });
});
