import { ProcessSync } from './process-sync';
import type { SyncMessages, SyncMessageType } from './sync-messages';

/** For unit tests: keeps what this process publishes, and plays messages from a made-up other process. */
export class RecordingSync extends ProcessSync {
  readonly published: { type: SyncMessageType; payload: unknown }[] = [];
  live = true;

  publish<K extends SyncMessageType>(type: K, payload: SyncMessages[K]): Promise<void> {
    this.published.push({ type, payload });
    return Promise.resolve();
  }

  isLive(): boolean {
    return this.live;
  }

  /** As if another process had published it. */
  fromOther<K extends SyncMessageType>(type: K, payload: SyncMessages[K]): void {
    this.receive({ origin: 'another-process', type, payload });
  }

  /** As if this process had published it and heard it back. */
  fromSelf<K extends SyncMessageType>(type: K, payload: SyncMessages[K]): void {
    this.receive(this.envelope(type, payload));
  }

  reconnect(): void {
    this.resync();
  }
}
