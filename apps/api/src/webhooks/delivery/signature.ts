import * as crypto from 'node:crypto';

/**
 * The X-CSEC-Signature header: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + body)>`, as
 * Stripe signs. The timestamp is signed with the body, so a receiver that refuses old timestamps
 * (WEBHOOK_TOLERANCE_SECONDS) cannot be fed a recorded delivery again later.
 */
export function signatureHeader(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = crypto.createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

/** A new signing secret: 256 random bits, prefixed so it is recognised when pasted in the wrong place. */
export function newSigningSecret(): string {
  return `whsec_${crypto.randomBytes(32).toString('base64url')}`;
}
