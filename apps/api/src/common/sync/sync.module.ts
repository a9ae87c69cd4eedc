import { Global, Module } from '@nestjs/common';
import * as cluster from 'node:cluster';
import { RedisClients } from '../redis/redis-clients';
import { ClusterSync } from './cluster-sync';
import { ProcessSync, SingleProcessSync } from './process-sync';
import { RedisSync } from './redis-sync';

/**
 * ProcessSync through Redis when there is one (every process of every machine), else through the
 * cluster's primary for workers of one machine, else nobody: one process alone.
 */
@Global()
@Module({
  providers: [
    {
      provide: ProcessSync,
      inject: [RedisClients],
      useFactory: (redis: RedisClients): ProcessSync => {
        if (redis.commands && redis.subscriber) return new RedisSync(redis.commands, redis.subscriber, redis.keyPrefix);
        if (cluster.default.isWorker) return new ClusterSync();
        return new SingleProcessSync();
      },
    },
  ],
  exports: [ProcessSync],
})
export class SyncModule {}
