import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';

/**
 * A page render fetches the public API of its own process (site-pages.ts). Those requests are part
 * of a render that was already counted and holds a turn (uncached-work.service.ts): counted again
 * they would use up the visitor's allowance twice, and waiting for a second turn could deadlock.
 * They carry this header with a secret that lives only in this process's memory.
 */
const RENDER_REQUEST_HEADER = 'x-csec-render';
const token = Buffer.from(randomBytes(24).toString('base64url'));

/** Headers for a render's own API requests. */
export function renderRequestHeaders(): Record<string, string> {
  return { [RENDER_REQUEST_HEADER]: token.toString() };
}

/** Whether the request is one of this process's own renders calling its API. */
export function isRenderRequest(req: Pick<Request, 'headers'>): boolean {
  const value = req.headers[RENDER_REQUEST_HEADER];
  if (typeof value !== 'string' || value.length !== token.length) return false;
  return timingSafeEqual(Buffer.from(value), token);
}
