import * as crypto from 'node:crypto';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** What a proxy's own request id may look like to be kept: short, and safe to log and to echo in a header. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:+=/-]{1,64}$/;

/** The caller's X-Request-Id when it is a short safe token (a proxy's, to follow a request across hops); else a new UUID. */
export function requestIdFor(header: string | string[] | undefined): string {
  return typeof header === 'string' && SAFE_REQUEST_ID.test(header) ? header : crypto.randomUUID();
}
