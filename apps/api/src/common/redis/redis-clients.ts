import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Redis, type RedisOptions } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';

/** What /api/health/ready says of Redis: not used, reachable, or unreachable (the process still serves). */
export type RedisState = 'none' | 'up' | 'degraded';

/** A command must not wait for Redis longer than a request can wait for it. */
const COMMAND_TIMEOUT_MS = 500;
const CONNECT_TIMEOUT_MS = 2_000;
/** Reconnect attempts back off to this: a Redis that returns is seen within about a second of it. */
const MAX_RECONNECT_DELAY_MS = 1_000;

/**
 * The two connections to the shared Redis (REDIS_URL), when there is one: `commands` for the
 * limiters and for publishing, `subscriber` for the messages of the other processes (a subscribed
 * connection takes no other commands). Redis is never required to answer a request: no command
 * waits for a connection that is down (no offline queue), it fails at once and the caller falls back.
 */
@Injectable()
export class RedisClients implements OnApplicationShutdown {
  private readonly logger = new Logger('Redis');
  readonly commands: Redis | undefined;
  readonly subscriber: Redis | undefined;
  /** Before every key and channel (REDIS_KEY_PREFIX). */
  readonly keyPrefix: string;
  private reachable = false;

  constructor(@Inject(APP_CONFIG) config: Pick<AppConfig, 'redis'>) {
    this.keyPrefix = config.redis?.keyPrefix ?? '';
    if (!config.redis) return;
    const options: RedisOptions = {
      connectTimeout: CONNECT_TIMEOUT_MS,
      commandTimeout: COMMAND_TIMEOUT_MS,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: (attempt) => Math.min(attempt * 100, MAX_RECONNECT_DELAY_MS),
    };
    this.commands = new Redis(config.redis.url, { ...options, connectionName: 'csec-commands' });
    // Its only command is SUBSCRIBE, which must wait for the first connection (ioredis repeats it on every reconnect).
    this.subscriber = new Redis(config.redis.url, {
      ...options,
      connectionName: 'csec-subscriber',
      commandTimeout: undefined,
      enableOfflineQueue: true,
      maxRetriesPerRequest: null,
    });
    const where = describeUrl(config.redis.url);
    this.commands.on('ready', () => {
      if (!this.reachable) this.logger.log(`Connected to Redis at ${where}: limits and caches are shared with the other processes`);
      this.reachable = true;
    });
    this.commands.on('close', () => {
      if (this.reachable) {
        this.logger.warn(`Lost Redis at ${where}: limits count in this process's memory, and caches are cleared when it returns`);
      }
      this.reachable = false;
    });
    // ioredis reports every failed attempt; the state changes above are what an operator needs.
    this.commands.on('error', () => undefined);
    this.subscriber.on('error', () => undefined);
  }

  state(): RedisState {
    if (!this.commands) return 'none';
    return this.commands.status === 'ready' && this.subscriber?.status === 'ready' ? 'up' : 'degraded';
  }

  async onApplicationShutdown(): Promise<void> {
    for (const client of [this.commands, this.subscriber]) {
      if (!client) continue;
      // QUIT lets replies in flight arrive; a connection that is down has none, and QUIT would wait for it.
      if (client.status === 'ready') await client.quit().catch(() => client.disconnect());
      else client.disconnect();
    }
  }
}

/** host:port/db of a Redis address, without its password. */
function describeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.host}${parsed.pathname === '/' ? '' : parsed.pathname}`;
  } catch {
    return 'REDIS_URL';
  }
}
