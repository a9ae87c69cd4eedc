import { Global, Module } from '@nestjs/common';
import { RateLimiters } from './rate-limiters';

/** Makes the one limiter factory injectable everywhere. */
@Global()
@Module({ providers: [RateLimiters], exports: [RateLimiters] })
export class LimitsModule {}
