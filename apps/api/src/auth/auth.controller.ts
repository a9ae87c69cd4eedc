import { Body, Controller, Headers, HttpCode, Ip, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse, ApiUnauthorizedResponse, ApiBadRequestResponse } from '@nestjs/swagger';
import { MESSAGES, SECURITY_MESSAGES } from '@csec/contracts';
import { Public } from '../common/decorators/public.decorator';
import { Auth } from '../common/decorators/auth.decorator';
import { BeforeTwoFactor } from '../common/decorators/before-two-factor.decorator';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import type { AuthUser } from '../common/guards/auth-user';
import { FailureBody } from '../common/http/failure-body';
import { MessageResponseDto } from '../common/http/message-response.dto';
import { AuthService } from './auth.service';
import { SessionsService } from './sessions/sessions.service';
import { LoginDto } from './dto/login.dto';
import { LoginResponseDto } from './dto/login-response.dto';

@ApiTags('auth')
@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly sessions: SessionsService,
  ) {}

  @Public()
  @Post('login')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Log in with e-mail and password (and a code, with two-factor login on); returns a bearer token for a new session',
  })
  @ApiOkResponse({ type: LoginResponseDto })
  @ApiBadRequestResponse({ type: FailureBody, description: 'Malformed e-mail or empty password' })
  @ApiUnauthorizedResponse({
    type: FailureBody,
    description: 'Wrong e-mail or password (one message for both); `auth.totp_required` when a code is needed, `auth.totp_invalid` for a wrong one',
  })
  @ApiTooManyRequestsResponse({
    type: FailureBody,
    description: 'Too many failures (wrong passwords and wrong codes) for this e-mail (5) or IP (20) within 15 minutes; see Retry-After',
  })
  async login(@Body() body: LoginDto, @Ip() ip: string, @Headers('user-agent') userAgent: string | undefined) {
    const result = await this.auth.login({ email: body.email, password: body.password, code: body.code, ip, userAgent });
    return { message: MESSAGES.loginSuccess, ...result };
  }

  @Post('logout')
  @HttpCode(200)
  @Auth()
  @BeforeTwoFactor()
  @ApiOperation({ summary: "End the caller's session: its token is refused from now on" })
  @ApiOkResponse({ type: MessageResponseDto })
  async logout(@CurrentUser() actor: AuthUser) {
    await this.sessions.endOwn(actor.id, actor.sessionId, 'logout');
    return { message: SECURITY_MESSAGES.loggedOut };
  }
}
