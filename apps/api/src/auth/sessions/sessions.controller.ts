import { Controller, Delete, Get, NotFoundException, Param, ParseIntPipe, ParseUUIDPipe } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { MESSAGES, SECURITY_MESSAGES } from '@csec/contracts';
import { Auth } from '../../common/decorators/auth.decorator';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { BeforeTwoFactor } from '../../common/decorators/before-two-factor.decorator';
import { Policy } from '../../common/decorators/policy.decorator';
import type { AuthUser } from '../../common/guards/auth-user';
import { FailureBody } from '../../common/http/failure-body';
import { MessageResponseDto } from '../../common/http/message-response.dto';
import { coded } from '../../common/http/coded';
import { USER_POLICY_REFUSALS } from '../../users/user-policy';
import { UsersService } from '../../users/users.service';
import { SessionListResponseDto } from './dto/session-response.dto';
import { SessionsService } from './sessions.service';

const sessionIdPipe = new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException(coded('session.not_found', SECURITY_MESSAGES.sessionNotFound)) });

@ApiTags('sessions')
@Controller()
export class SessionsController {
  constructor(
    private readonly sessions: SessionsService,
    private readonly users: UsersService,
  ) {}

  @Get('users/me/sessions')
  @Auth()
  @BeforeTwoFactor()
  @ApiOperation({ summary: "The caller's own login sessions" })
  @ApiOkResponse({ type: SessionListResponseDto })
  async list(@CurrentUser() actor: AuthUser) {
    return { data: await this.sessions.list(actor.id, actor.sessionId) };
  }

  @Delete('users/me/sessions/:id')
  @Auth()
  @BeforeTwoFactor()
  @ApiOperation({ summary: 'End one of your own sessions; its token is refused at once' })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiNotFoundResponse({ type: FailureBody })
  async end(@CurrentUser() actor: AuthUser, @Param('id', sessionIdPipe) id: string) {
    await this.sessions.endOwn(actor.id, id, id === actor.sessionId ? 'logout' : 'ended_by_owner');
    return { message: SECURITY_MESSAGES.sessionEnded };
  }

  @Delete('users/:id/sessions')
  @Auth('superadmin', 'admin')
  @Policy(USER_POLICY_REFUSALS.manage)
  @ApiOperation({ summary: 'End every session of an account you manage (admin-level)' })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiNotFoundResponse({ type: FailureBody })
  async endAll(
    @CurrentUser() actor: AuthUser,
    @Param('id', new ParseIntPipe({ exceptionFactory: () => new NotFoundException(coded('user.not_found', MESSAGES.userNotFound)) })) id: number,
  ) {
    await this.users.assertCanManage(actor, id);
    const count = await this.sessions.endAll(id, 'ended_by_staff', actor.id);
    return { message: SECURITY_MESSAGES.sessionsEnded(count) };
  }
}
