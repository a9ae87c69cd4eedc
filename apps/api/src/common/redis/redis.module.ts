import { Global, Module } from '@nestjs/common';
import { RedisClients } from './redis-clients';

/** The connections to the shared Redis (none without REDIS_URL), for the limiters, the sync and the health check. */
@Global()
@Module({ providers: [RedisClients], exports: [RedisClients] })
export class RedisModule {}
