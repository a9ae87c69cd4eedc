import { Body, Controller, Delete, Get, NotFoundException, Param, ParseIntPipe, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { API_TOKEN_MESSAGES } from '@csec/contracts';
import { Auth } from '../common/decorators/auth.decorator';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import type { AuthUser } from '../common/guards/auth-user';
import { coded } from '../common/http/coded';
import { FailureBody } from '../common/http/failure-body';
import { MessageResponseDto } from '../common/http/message-response.dto';
import { ApiTokensService } from './api-tokens.service';
import { CreateIntegrationDto } from './dto/create-integration.dto';
import { IntegrationListResponseDto, IntegrationResponseDto } from './dto/integration-response.dto';

// eslint-disable-next-line no-useless-assignment -- read by @Param below; the rule misses uses in parameter decorators (eslint/eslint#20947)
const idPipe = new ParseIntPipe({ exceptionFactory: () => new NotFoundException(coded('integration.not_found', API_TOKEN_MESSAGES.notFound)) });

/** No @Scope: API tokens never manage integrations. */
@ApiTags('integrations')
@Controller('integrations')
@Auth('superadmin', 'admin')
export class IntegrationsController {
  constructor(private readonly tokens: ApiTokensService) {}

  @Get()
  @ApiOperation({ summary: 'Every integration with its scopes and last use (admin-level); tokens are never listed' })
  @ApiOkResponse({ type: IntegrationListResponseDto })
  async list() {
    return { data: await this.tokens.list() };
  }

  @Post()
  @ApiOperation({
    summary: 'Make an integration and its API token (admin-level); the answer holds the token, shown only this once',
    description:
      'Scopes: content:read, content:write, leads:read, leads:write. A route an operation lists no scope for refuses tokens (403 auth.scope_missing).',
  })
  @ApiCreatedResponse({ type: IntegrationResponseDto })
  @ApiBadRequestResponse({ type: FailureBody })
  async create(@CurrentUser() actor: AuthUser, @Body() body: CreateIntegrationDto) {
    return { message: API_TOKEN_MESSAGES.created, data: await this.tokens.create(actor, body) };
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Revoke an integration’s token: it answers 401 within 1 s on every process (admin-level)' })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiNotFoundResponse({ type: FailureBody })
  async revoke(@Param('id', idPipe) id: number) {
    await this.tokens.revoke(id);
    return { message: API_TOKEN_MESSAGES.revoked };
  }
}
