import * as http from 'node:http';
import * as https from 'node:https';
import * as net from 'node:net';
import { ForbiddenAddressError, isPublicAddress, publicAddressesOf } from './public-address';

export interface PostOutcome {
  /** The receiver's status; undefined when it gave none. */
  status?: number;
  /** Up to `bodyMax` bytes of its answer, as text. */
  body: string;
  durationMs: number;
  /** Why nothing (or nothing whole) was received: refused, timed out, a forbidden address. */
  error?: string;
}

export interface PostOptions {
  headers: Record<string, string>;
  timeoutMs: number;
  bodyMax: number;
  /** false: private addresses are refused when the connection is made, whatever DNS said before. */
  allowPrivate: boolean;
}

/**
 * POSTs `body` once. The address is checked as the connection is made (the `lookup` the socket
 * uses), so a name that resolved to a public address when the webhook was saved and to a private one
 * now is refused now. No redirect is followed; the whole exchange has `timeoutMs`; at most `bodyMax`
 * bytes of the answer are read.
 */
export function postOnce(url: URL, body: string, options: PostOptions): Promise<PostOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const lookup: net.LookupFunction | undefined = options.allowPrivate
    ? undefined
    : (hostname, lookupOptions, callback) => {
        publicAddressesOf(hostname).then(
          (addresses) => {
            if (lookupOptions.all) callback(null, addresses);
            else callback(null, addresses[0].address, addresses[0].family);
          },
          (error: Error) => callback(Object.assign(error, { code: 'EFORBIDDEN' }), '', 0),
        );
      };
  const client = url.protocol === 'https:' ? https : http;
  // An address written as such is connected to without a lookup: it is judged here instead.
  const literal = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (!options.allowPrivate && net.isIP(literal) && !isPublicAddress(literal)) {
    return Promise.resolve({ body: '', durationMs: elapsed(), error: new ForbiddenAddressError(literal).message });
  }
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: Omit<PostOutcome, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...outcome, durationMs: elapsed() });
    };
    const request = client.request(
      url,
      { method: 'POST', headers: { ...options.headers, 'Content-Length': Buffer.byteLength(body) }, lookup, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        let received = 0;
        response.on('data', (chunk: Buffer) => {
          if (received >= options.bodyMax) return;
          chunks.push(chunk.subarray(0, options.bodyMax - received));
          received += chunk.length;
          // Enough read: the rest is not waited for.
          if (received >= options.bodyMax) {
            finish({ status: response.statusCode, body: Buffer.concat(chunks).toString('utf8') });
            response.destroy();
          }
        });
        response.on('end', () => finish({ status: response.statusCode, body: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', (error) => finish({ status: response.statusCode, body: Buffer.concat(chunks).toString('utf8'), error: error.message }));
      },
    );
    const timer = setTimeout(() => {
      finish({ body: '', error: `no answer within ${options.timeoutMs} ms` });
      request.destroy();
    }, options.timeoutMs);
    request.on('error', (error) => finish({ body: '', error: error.message }));
    request.end(body);
  });
}
