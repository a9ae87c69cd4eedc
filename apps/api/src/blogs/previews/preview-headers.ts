import type { Response } from 'express';

/**
 * A preview (its page or its JSON) is one person's view of a post that may be unpublished: never
 * stored by a browser or proxy, never indexed, and its address, which holds the token, is not sent
 * on as the Referer of the page's links and images.
 */
export function setPreviewHeaders(res: Pick<Response, 'setHeader'>): void {
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('X-Robots-Tag', 'noindex');
  res.setHeader('Referrer-Policy', 'no-referrer');
}
