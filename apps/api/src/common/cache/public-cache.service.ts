import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import * as crypto from 'node:crypto';
import * as zlib from 'node:zlib';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { nonceGzip, placeholderOffsets, type NonceGzip } from '../http/csp-nonce';

export interface CachedResponse {
  body: Buffer;
  etag: string;
  storedAt: number;
  /** 200, or 404 for a page that renders the not-found view. */
  status: number;
  /** The body compressed once when it is stored, for clients that accept it (bodies over 1 KB). */
  br?: Buffer;
  gzip?: Buffer;
  /**
   * A page whose inline scripts carry the nonce placeholder: where it stands in the body, and the
   * gzip copy each response's nonce is written into (csp-nonce.ts). Such a page has no br or gzip
   * copy of the usual kind: their bytes could not change per response without compressing again.
   */
  nonce?: { at: number[]; gzip?: NonceGzip };
  /** The route pattern that made the answer, so a hit is counted under it in the metrics. */
  route?: string;
}

const COMPRESS_MIN_BYTES = 1024;

/**
 * Compressing a 50 KB page on every request would cost about a millisecond each; once per stored
 * answer it is paid on the miss only. Brotli at quality 5: nearly quality 11's size at a small
 * fraction of its time. A page with nonce placeholders gets the gzip copy its nonces are written
 * into instead (as small as gzipping the page whole; Brotli's would be about 6% smaller, but would
 * cost that millisecond on every response).
 */
function compressed(body: Buffer): Pick<CachedResponse, 'br' | 'gzip' | 'nonce'> {
  const at = placeholderOffsets(body);
  if (at.length > 0) return { nonce: { at, gzip: body.length < COMPRESS_MIN_BYTES ? undefined : nonceGzip(body, at) } };
  if (body.length < COMPRESS_MIN_BYTES) return {};
  return {
    br: zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzip: zlib.gzipSync(body, { level: 6 }),
  };
}

/** An answer served once without being kept (a write came in while it was made), ready for sendCached(). */
export function uncachedEntry(body: Buffer, status: number): CachedResponse {
  return { body, etag: '', storedAt: Date.now(), status, ...compressed(body) };
}

/** Bounds staleness when several API replicas each keep their own copy (design.md, scale-out). */
export const CACHE_TTL_MS = 30_000;
/** One answer may take at most this share of the budget, so a single huge post cannot empty the cache. */
const MAX_ENTRY_SHARE = 4;

/**
 * Serialised answers of the public read endpoints and server-rendered pages, bounded in bytes (PUBLIC_CACHE_MAX_MB), least
 * recently used first out, expired entries swept every TTL. PublicCacheListener calls
 * invalidate() on every domain event that changes what visitors see (posts, categories, renamed or
 * deleted accounts); a generation number keeps an answer computed before a write from being
 * stored after it.
 */
@Injectable()
export class PublicCacheService implements OnModuleDestroy {
  /** Map order is use order: the first entry is the least recently used. */
  private readonly entries = new Map<string, CachedResponse>();
  private bytes = 0;
  private generation = 0;
  /** Lookups since start, read by the metrics. */
  private hits = 0;
  private misses = 0;
  private readonly maxBytes: number;
  private readonly sweeper: NodeJS.Timeout;

  constructor(@Inject(APP_CONFIG) config: Pick<AppConfig, 'publicCache'>) {
    this.maxBytes = config.publicCache.maxBytes;
    this.sweeper = setInterval(() => this.sweep(), CACHE_TTL_MS).unref();
  }

  get(key: string, now = Date.now()): CachedResponse | undefined {
    const entry = this.hit(key, now);
    if (!entry) this.misses++;
    return entry;
  }

  /** The fresh answer under `key`, counted as a hit; nothing is counted when there is none (the caller looks again with get()). */
  hit(key: string, now = Date.now()): CachedResponse | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (now - entry.storedAt > CACHE_TTL_MS) {
      this.bytes -= sizeOf(key, entry);
      return undefined;
    }
    this.entries.set(key, entry);
    this.hits++;
    return entry;
  }

  /** How many lookups found an answer (hits) and how many did not, since start. */
  lookups(): { hits: number; misses: number } {
    return { hits: this.hits, misses: this.misses };
  }

  currentGeneration(): number {
    return this.generation;
  }

  /** Stores the answer unless a write happened since `generation` was read, or it is too large to keep. */
  set(key: string, body: Buffer, generation: number, status = 200, route?: string): CachedResponse | undefined {
    if (generation !== this.generation) return undefined;
    const entry: CachedResponse = {
      body,
      etag: `"${crypto.createHash('sha1').update(body).digest('base64url')}"`,
      storedAt: Date.now(),
      status,
      route,
      ...compressed(body),
    };
    const size = sizeOf(key, entry);
    if (size > this.maxBytes / MAX_ENTRY_SHARE) return undefined;
    this.delete(key);
    for (const [oldestKey] of this.entries) {
      if (this.bytes + size <= this.maxBytes) break;
      this.delete(oldestKey);
    }
    this.entries.set(key, entry);
    this.bytes += size;
    return entry;
  }

  invalidate(): void {
    this.generation++;
    this.entries.clear();
    this.bytes = 0;
  }

  /** Bytes held now (keys and bodies). */
  size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  sweep(now = Date.now()): void {
    for (const [key, entry] of this.entries) {
      if (now - entry.storedAt > CACHE_TTL_MS) this.delete(key);
    }
  }

  onModuleDestroy(): void {
    clearInterval(this.sweeper);
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= sizeOf(key, entry);
  }
}

/** What an entry costs: its body, its key and a fixed overhead for the record and the ETag. */
function sizeOf(key: string, entry: CachedResponse): number {
  const nonceGzip = entry.nonce?.gzip?.template.length ?? 0;
  return entry.body.length + (entry.br?.length ?? 0) + (entry.gzip?.length ?? 0) + nonceGzip + key.length * 2 + 200;
}
