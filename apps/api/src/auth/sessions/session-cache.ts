import { LruMap } from '../../common/cache/lru-map';

/** What the guard needs to know of a live session between database reads. */
export interface CachedSession {
  userId: number;
  expiresAtMs: number;
  /** When this entry was read from the database; past the TTL it is read again. */
  checkedAtMs: number;
  /** When last-seen was last written, so it is written at most once a minute per session. */
  lastSeenWrittenAtMs: number;
}

/**
 * Live sessions seen recently by this process. An ending clears its entries here at once, and in
 * the other processes when they are told (SessionsService); an entry older than the TTL is read again.
 */
export class SessionCache {
  private readonly entries: LruMap<string, CachedSession>;

  constructor(maxEntries: number) {
    this.entries = new LruMap(maxEntries);
  }

  /** The entry if it was read from the database within `ttlMs` and has not expired. */
  fresh(id: string, nowMs: number, ttlMs: number): CachedSession | undefined {
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    if (nowMs - entry.checkedAtMs > ttlMs || nowMs >= entry.expiresAtMs) {
      this.entries.delete(id);
      return undefined;
    }
    return entry;
  }

  remember(id: string, entry: CachedSession): void {
    this.entries.set(id, entry);
  }

  forget(ids: Iterable<string>): void {
    for (const id of ids) this.entries.delete(id);
  }

  clear(): void {
    this.entries.clear();
  }
}
