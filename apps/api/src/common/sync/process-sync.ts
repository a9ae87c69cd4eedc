import { Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { isSyncEnvelope, type SyncEnvelope, type SyncMessages, type SyncMessageType } from './sync-messages';

type Handler<K extends SyncMessageType> = (payload: SyncMessages[K]) => void;

/**
 * Keeps what each server process remembers (the public cache, the sessions it trusts) right when
 * another process changes the data behind it. A service that clears or forgets something in its
 * own memory publishes it; every other process runs the same handler on receipt. One process alone
 * (the default) publishes to nobody.
 */
export abstract class ProcessSync {
  protected readonly logger = new Logger('ProcessSync');
  /** Tells this process's own messages from the others'. */
  protected readonly origin = randomUUID();
  private readonly handlers = new Map<SyncMessageType, Handler<never>[]>();
  private readonly resyncHandlers: (() => void)[] = [];

  /** Tells every other process. Never throws: a message that cannot leave is logged, and resync covers it. */
  abstract publish<K extends SyncMessageType>(type: K, payload: SyncMessages[K]): Promise<void>;

  /**
   * False while messages from other processes may be missed (their Redis is unreachable): what this
   * process remembers must then be checked again sooner.
   */
  abstract isLive(): boolean;

  on<K extends SyncMessageType>(type: K, handler: Handler<K>): void {
    this.handlers.set(type, [...(this.handlers.get(type) ?? []), handler]);
  }

  /** `handler` runs when messages may have been missed (after Redis returns): forget everything another process may have changed. */
  onResync(handler: () => void): void {
    this.resyncHandlers.push(handler);
  }

  protected envelope<K extends SyncMessageType>(type: K, payload: SyncMessages[K]): SyncEnvelope<K> {
    return { origin: this.origin, type, payload };
  }

  /** Runs the handlers of a message another process sent; anything else (this process's own, or garbage) is ignored. */
  protected receive(message: unknown): void {
    if (!isSyncEnvelope(message) || message.origin === this.origin) return;
    for (const handler of this.handlers.get(message.type) ?? []) this.run(() => (handler as Handler<typeof message.type>)(message.payload));
  }

  protected resync(): void {
    for (const handler of this.resyncHandlers) this.run(handler);
  }

  private run(handler: () => void): void {
    try {
      handler();
    } catch (error) {
      this.logger.error(`A sync handler failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

/** One server process: nobody to tell. */
export class SingleProcessSync extends ProcessSync {
  publish(): Promise<void> {
    return Promise.resolve();
  }

  isLive(): boolean {
    return true;
  }
}
