import type { ServerResponse } from 'node:http';
import { gzipWithNonce, isNonce, nonceChunks } from '../http/csp-nonce';
import type { CachedResponse } from './public-cache.service';

/** What a cached answer sends, decided once for the Express path (sendCached) and the cache-hit listener (cache-hits.ts). */
export interface CachedReply {
  status: number;
  /** [name, value, name, value, ...], as response.writeHead() takes them; Vary among them. */
  headers: string[];
  /** None on a 304. A page with a nonce: the pieces to write in order (nonceChunks()). */
  body?: Buffer | Buffer[];
  /** The nonce a page with inline scripts takes (in its body and its policy): the one the client's copy holds on a 304. */
  nonce?: string;
}

/** What of the request decides the reply. */
export interface ReplyRequest {
  ifNoneMatch: string | undefined;
  accepts(encoding: 'br' | 'gzip'): boolean;
}

/**
 * A cached answer with its ETag, revalidated on every use (no-cache): 304 when the client holds it
 * already. A page whose inline scripts take the response's CSP nonce (`freshNonce` when the client
 * holds no copy) gets it written into the body, or into the gzip copy made for it, at the places
 * recorded when it was stored. Its ETag names the content and the nonce ("<hash>.<nonce>"): a
 * browser revalidating its copy gets a 304 whose policy carries the nonce that copy was served
 * with, since it keeps that copy and takes the 304's headers. It is `private`: a shared cache would
 * hand one nonce to every visitor.
 */
export function cachedReply(entry: CachedResponse, contentType: string, state: 'HIT' | 'MISS', request: ReplyRequest, freshNonce: () => string): CachedReply {
  if (entry.nonce) return replyWithNonce(entry, entry.nonce, contentType, state, request, freshNonce);
  const headers: string[] = [];
  // An answer that could not be kept (a write came in while it was made) has no ETag.
  if (entry.etag) headers.push('ETag', entry.etag);
  headers.push('Cache-Control', 'no-cache', 'X-Cache', state);
  if (entry.etag && request.ifNoneMatch === entry.etag) return { status: 304, headers };
  const encoding = entry.br && request.accepts('br') ? 'br' : entry.gzip && request.accepts('gzip') ? 'gzip' : undefined;
  return withBody(headers, (encoding && entry[encoding]) || entry.body, encoding, entry.status, contentType);
}

function replyWithNonce(
  entry: CachedResponse,
  inline: NonNullable<CachedResponse['nonce']>,
  contentType: string,
  state: 'HIT' | 'MISS',
  request: ReplyRequest,
  freshNonce: () => string,
): CachedReply {
  const held = entry.etag ? heldNonce(request.ifNoneMatch, entry.etag) : undefined;
  const nonce = held ?? freshNonce();
  const headers = ['Cache-Control', 'private, no-cache', 'X-Cache', state];
  if (entry.etag) headers.push('ETag', nonceEtag(entry.etag, nonce));
  if (held) return { status: 304, headers, nonce };
  const reply =
    inline.gzip && request.accepts('gzip')
      ? withBody(headers, gzipWithNonce(inline.gzip, nonce), 'gzip', entry.status, contentType)
      : withBody(headers, nonceChunks(entry.body, inline.at, nonce), undefined, entry.status, contentType);
  return { ...reply, nonce };
}

function withBody(headers: string[], body: Buffer | Buffer[], encoding: 'br' | 'gzip' | undefined, status: number, contentType: string): CachedReply {
  headers.push('Content-Type', contentType, 'Vary', 'Accept-Encoding');
  if (encoding) headers.push('Content-Encoding', encoding);
  const length = Array.isArray(body) ? body.reduce((sum, chunk) => sum + chunk.length, 0) : body.length;
  headers.push('Content-Length', String(length));
  return { status, headers, body };
}

/** Ends `res` with a reply's body: pieces are written corked, so they leave in one write with the headers. */
export function endWithBody(res: ServerResponse, body: CachedReply['body']): void {
  if (!Array.isArray(body)) {
    res.end(body);
    return;
  }
  res.cork();
  for (const chunk of body.slice(0, -1)) res.write(chunk);
  // end() uncorks the response and its socket.
  res.end(body.at(-1));
}

/** `"<hash>"` and a nonce: `"<hash>.<nonce>"`. */
function nonceEtag(etag: string, nonce: string): string {
  return `${etag.slice(0, -1)}.${nonce}"`;
}

/** The nonce of the copy the client holds, when If-None-Match names this content with one. */
function heldNonce(ifNoneMatch: string | undefined, etag: string): string | undefined {
  const prefix = `${etag.slice(0, -1)}.`;
  if (!ifNoneMatch?.startsWith(prefix) || !ifNoneMatch.endsWith('"')) return undefined;
  const nonce = ifNoneMatch.slice(prefix.length, -1);
  return isNonce(nonce) ? nonce : undefined;
}
