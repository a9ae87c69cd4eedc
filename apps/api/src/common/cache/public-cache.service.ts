import { Injectable } from '@nestjs/common';
import * as crypto from 'node:crypto';

export interface CachedResponse {
  body: Buffer;
  etag: string;
  storedAt: number;
}

const MAX_ENTRIES = 2000;
/** Bounds staleness when several API replicas each keep their own copy (design.md, scale-out). */
const TTL_MS = 30_000;

/**
 * Serialised answers of the public read endpoints, keyed by URL. Every write to posts or
 * categories calls invalidate(); a generation number keeps an answer computed before a
 * write from being stored after it.
 */
@Injectable()
export class PublicCacheService {
  private readonly entries = new Map<string, CachedResponse>();
  private generation = 0;

  get(key: string, now = Date.now()): CachedResponse | undefined {
    const entry = this.entries.get(key);
    if (entry && now - entry.storedAt > TTL_MS) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  currentGeneration(): number {
    return this.generation;
  }

  /** Stores the answer unless a write happened since `generation` was read. */
  set(key: string, body: Buffer, generation: number): CachedResponse | undefined {
    if (generation !== this.generation) return undefined;
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    const entry = { body, etag: `"${crypto.createHash('sha1').update(body).digest('base64url')}"`, storedAt: Date.now() };
    this.entries.set(key, entry);
    return entry;
  }

  invalidate(): void {
    this.generation++;
    this.entries.clear();
  }
}
