/**
 * A webhook receiver that checks every delivery before trusting it: the signature over the raw
 * body, and its age (a recorded delivery replayed later is refused). Node 20, no dependencies:
 *
 *   CSEC_WEBHOOK_SECRET=whsec_... npx tsx examples/webhook-receiver.ts
 *
 * then add http://<this host>:4000/csec as a webhook in the dashboard (Integrations) or with
 * POST /api/webhooks. Answer 2xx quickly: anything else, or no answer within 5 s, is retried.
 */
import * as crypto from 'node:crypto';
import * as http from 'node:http';

const SECRET = process.env.CSEC_WEBHOOK_SECRET ?? '';
const TOLERANCE_SECONDS = 300;
/** Delivery ids already handled: a retry or a redelivery repeats the id. Keep them in your database. */
const seen = new Set<string>();

function verified(header: string | undefined, rawBody: string, now = Date.now()): boolean {
  const parts = new Map((header ?? '').split(',').map((part) => part.split('=', 2) as [string, string]));
  const t = parts.get('t') ?? '';
  if (!/^\d+$/.test(t) || Math.abs(now / 1000 - Number(t)) > TOLERANCE_SECONDS) return false;
  const expected = crypto.createHmac('sha256', SECRET).update(`${t}.${rawBody}`).digest();
  const given = Buffer.from(parts.get('v1') ?? '', 'hex');
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

http
  .createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      // The signature covers the bytes as sent: verify before parsing.
      const rawBody = Buffer.concat(chunks).toString('utf8');
      if (!verified(req.headers['x-csec-signature'] as string | undefined, rawBody)) {
        res.writeHead(400).end('bad signature');
        return;
      }
      const delivery = String(req.headers['x-csec-delivery']);
      if (!seen.has(delivery)) {
        seen.add(delivery);
        const { event, data } = JSON.parse(rawBody) as { event: string; data: unknown };
        console.log(event, data);
      }
      res.writeHead(204).end();
    });
  })
  .listen(4000, () => console.log('Listening on http://localhost:4000/csec'));
