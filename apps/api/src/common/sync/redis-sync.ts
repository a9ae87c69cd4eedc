import type { Redis } from 'ioredis';
import { ProcessSync } from './process-sync';
import type { SyncEnvelope, SyncMessages, SyncMessageType } from './sync-messages';

/**
 * Server processes that share a Redis tell each other through one pub/sub channel. Pub/sub keeps
 * nothing for a process that is not listening, so: a process that was cut off resyncs when it is
 * back (it may have missed messages), and one that could not publish sends what it owes then.
 */
export class RedisSync extends ProcessSync {
  private readonly channel: string;
  private owed: SyncEnvelope[] = [];
  private cutOff = false;

  constructor(
    private readonly commands: Redis,
    private readonly subscriber: Redis,
    keyPrefix: string,
  ) {
    super();
    this.channel = `${keyPrefix}sync`;
    subscriber.on('message', (channel: string, text: string) => {
      if (channel === this.channel) this.receive(parse(text));
    });
    // ioredis subscribes again by itself on every reconnect; this first subscription is the one it repeats.
    subscriber.subscribe(this.channel).catch((error: unknown) => this.logger.warn(`Not subscribed yet: ${String(error)}`));
    for (const client of [commands, subscriber]) {
      client.on('close', () => {
        this.cutOff = true;
      });
      client.on('ready', () => void this.reconnected());
    }
  }

  async publish<K extends SyncMessageType>(type: K, payload: SyncMessages[K]): Promise<void> {
    const message = this.envelope(type, payload);
    if (!(await this.send(message))) this.owe(message);
  }

  isLive(): boolean {
    return this.commands.status === 'ready' && this.subscriber.status === 'ready';
  }

  private async reconnected(): Promise<void> {
    if (!this.isLive() || !this.cutOff) return;
    this.cutOff = false;
    this.logger.log('Redis is back: clearing what other processes may have changed meanwhile');
    this.resync();
    const owed = this.owed;
    this.owed = [];
    for (const message of owed) if (!(await this.send(message))) this.owe(message);
  }

  private async send(message: SyncEnvelope): Promise<boolean> {
    try {
      await this.commands.publish(this.channel, JSON.stringify(message));
      return true;
    } catch (error) {
      this.logger.warn(`Could not tell the other processes (${message.type}) yet: ${error instanceof Error ? error.message : String(error)}`);
      return false;
    }
  }

  /** Owed messages merge: one cache clear stands for any number, ended sessions are kept by id. */
  private owe(message: SyncEnvelope): void {
    this.cutOff = true;
    if (this.owed.some((owed) => owed.type === message.type)) {
      if (message.type === 'sessions.ended') {
        const owed = this.owed.find((m): m is SyncEnvelope<'sessions.ended'> => m.type === 'sessions.ended');
        owed?.payload.ids.push(...(message as SyncEnvelope<'sessions.ended'>).payload.ids);
      }
      return;
    }
    this.owed.push(message);
  }
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
