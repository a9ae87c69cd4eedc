/**
 * What one server process tells the others (through Redis, or through the cluster's primary), named
 * once with its payload. Only what keeps their memories right travels: the rows themselves stay in
 * the database.
 */
export interface SyncMessages {
  /** A write changed what visitors see: every process clears its public cache (JSON and pages). */
  'public-cache.cleared': Record<string, never>;
  /** These sessions ended: every process stops trusting what it remembered of them. */
  'sessions.ended': { ids: string[] };
}

export type SyncMessageType = keyof SyncMessages;

/** A message as it travels between processes. */
export interface SyncEnvelope<K extends SyncMessageType = SyncMessageType> {
  /** The sending process, which does not act on its own message again. */
  origin: string;
  type: K;
  payload: SyncMessages[K];
}

/** Every type, checked against SyncMessages by the compiler: a message added there must be added here. */
const TYPES: Record<SyncMessageType, true> = { 'public-cache.cleared': true, 'sessions.ended': true };

export function isSyncEnvelope(value: unknown): value is SyncEnvelope {
  if (typeof value !== 'object' || value === null) return false;
  const { origin, type, payload } = value as Partial<SyncEnvelope>;
  return typeof origin === 'string' && typeof type === 'string' && Object.hasOwn(TYPES, type) && typeof payload === 'object' && payload !== null;
}
