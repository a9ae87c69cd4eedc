import { Body, Controller, Headers, HttpCode, Ip, Post, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse, ApiUnauthorizedResponse, ApiBadRequestResponse } from '@nestjs/swagger';
import type { Response } from 'express';
import { MESSAGES, SECURITY_MESSAGES } from '@csec/contracts';
import { Public } from '../common/decorators/public.decorator';
import { Auth } from '../common/decorators/auth.decorator';
import { BeforeTwoFactor } from '../common/decorators/before-two-factor.decorator';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import type { AuthUser } from '../common/guards/auth-user';
import { FailureBody } from '../common/http/failure-body';
import { MessageResponseDto } from '../common/http/message-response.dto';
import { AuthService } from './auth.service';
import { DeviceCookies } from './device-cookies';
import { SessionsService } from './sessions/sessions.service';
import { LoginDto } from './dto/login.dto';
import { LoginResponseDto } from './dto/login-response.dto';

@ApiTags('auth')
@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly sessions: SessionsService,
    private readonly devices: DeviceCookies,
  ) {}

  @Public()
  @Post('login')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Log in with e-mail and password (and a code, with two-factor login on); returns a bearer token for a new session',
    description:
      'A success also sets a device cookie for the account (`csec_device_…`: signed, HttpOnly, SameSite=Strict, Path=/api/login, a year; ' +
      'Secure when PUBLIC_URL is https). Logins sending it back are counted apart from strangers, so failures from elsewhere never lock the owner out of a device they used before.',
  })
  @ApiOkResponse({
    type: LoginResponseDto,
    headers: { 'Set-Cookie': { description: 'The device cookie for this account', schema: { type: 'string' } } },
  })
  @ApiBadRequestResponse({ type: FailureBody, description: 'Malformed e-mail or empty password' })
  @ApiUnauthorizedResponse({
    type: FailureBody,
    description:
      '`auth.invalid_credentials`: wrong e-mail or password (one message for both); `auth.totp_required` when a code is needed, `auth.totp_invalid` for a wrong one, `auth.totp_used` for a right one already used (wait for the next), `auth.totp_clock` for one of another time (the device clock)',
  })
  @ApiTooManyRequestsResponse({
    type: FailureBody,
    description:
      '`auth.too_many_attempts`: too many wrong passwords within LOGIN_WINDOW_MINUTES (15) for this e-mail from this client (5), from every client ' +
      "without the account's device cookie (100), or from this client (20; a client is an IPv4 address or an IPv6 /64); a device the account " +
      'logged in with before has its own 5, or too many wrong codes from this client (20). `auth.totp_locked`: wrong codes locked the ' +
      "account's second factor (every 5th wrong code in a row: 15 minutes, doubling each time). Retry-After and the message give the wait.",
    headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } },
  })
  async login(
    @Body() body: LoginDto,
    @Ip() ip: string,
    @Headers('user-agent') userAgent: string | undefined,
    @Headers('cookie') cookies: string | undefined,
    @Res({ passthrough: true }) res: Response,
  ) {
    const device = this.devices.trustedNonce(body.email, cookies);
    const result = await this.auth.login({ email: body.email, password: body.password, code: body.code, ip, userAgent, device });
    const cookie = this.devices.issue(body.email);
    res.cookie(cookie.name, cookie.value, cookie.options);
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
