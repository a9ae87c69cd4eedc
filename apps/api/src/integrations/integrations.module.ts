import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ApiToken } from './api-token.entity';
import { ApiTokensRepository } from './api-tokens.repository';
import { ApiTokensService } from './api-tokens.service';
import { IntegrationsController } from './integrations.controller';

/**
 * Owns `api_tokens`. Global: the app-wide JwtAuthGuard asks ApiTokensService about every bearer
 * token that starts with `csec_`.
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([ApiToken])],
  controllers: [IntegrationsController],
  providers: [ApiTokensService, ApiTokensRepository],
  exports: [ApiTokensService],
})
export class IntegrationsModule {}
