import * as crypto from 'node:crypto';
import { newSigningSecret, signatureHeader } from './signature';

describe('signatureHeader', () => {
  it('signs the unix time and the body as Stripe does: t=<seconds>,v1=<hex HMAC-SHA256 of "t.body">', () => {
    const at = new Date('2026-11-27T10:00:00.900Z');
    const header = signatureHeader('whsec_key', '{"a":1}', at);
    const t = Math.floor(at.getTime() / 1000);
    expect(header).toBe(`t=${t},v1=${crypto.createHmac('sha256', 'whsec_key').update(`${t}.{"a":1}`).digest('hex')}`);
  });

  it('makes secrets of 256 random bits, never the same twice', () => {
    const [a, b] = [newSigningSecret(), newSigningSecret()];
    expect(a).toMatch(/^whsec_[\w-]{43}$/);
    expect(a).not.toBe(b);
  });
});
