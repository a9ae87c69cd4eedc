import { Global, Module } from '@nestjs/common';
import { PublicCacheListener } from './public-cache.listener';
import { PublicCacheService } from './public-cache.service';

@Global()
@Module({ providers: [PublicCacheService, PublicCacheListener], exports: [PublicCacheService] })
export class CacheModule {}
