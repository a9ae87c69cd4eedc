import { Global, Module } from '@nestjs/common';
import { PublicCacheListener } from './public-cache.listener';
import { PublicCacheService } from './public-cache.service';
import { UncachedWorkService } from './uncached-work.service';

@Global()
@Module({ providers: [PublicCacheService, PublicCacheListener, UncachedWorkService], exports: [PublicCacheService, UncachedWorkService] })
export class CacheModule {}
