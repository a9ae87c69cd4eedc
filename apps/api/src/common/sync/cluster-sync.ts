import { ProcessSync } from './process-sync';
import type { SyncMessages, SyncMessageType } from './sync-messages';

/** How a sync message travels over the cluster's IPC channel, told apart from other messages there. */
export interface ClusterSyncMessage {
  csecSync: unknown;
}

export function isClusterSyncMessage(message: unknown): message is ClusterSyncMessage {
  return typeof message === 'object' && message !== null && 'csecSync' in message;
}

/**
 * Workers of one machine without Redis (WEB_CONCURRENCY > 1): each message goes to the primary
 * process, which hands it to every other worker (cluster-primary.ts). The IPC channel loses
 * nothing while both ends live, so there is never anything to resync.
 */
export class ClusterSync extends ProcessSync {
  constructor() {
    super();
    process.on('message', (message: unknown) => {
      if (isClusterSyncMessage(message)) this.receive(message.csecSync);
    });
  }

  publish<K extends SyncMessageType>(type: K, payload: SyncMessages[K]): Promise<void> {
    const message: ClusterSyncMessage = { csecSync: this.envelope(type, payload) };
    return new Promise((resolve) => {
      if (!process.send || !process.connected) return resolve();
      process.send(message, undefined, {}, (error) => {
        if (error) this.logger.warn(`Could not tell the other workers: ${error.message}`);
        resolve();
      });
    });
  }

  isLive(): boolean {
    return process.connected === true;
  }
}
