import { Body, Controller, Get, HttpCode, Inject, Ip, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiOkResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { SECURITY_MESSAGES } from '@csec/contracts';
import { Auth } from '../../common/decorators/auth.decorator';
import { BeforeTwoFactor } from '../../common/decorators/before-two-factor.decorator';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import type { AuthUser } from '../../common/guards/auth-user';
import { FailureBody } from '../../common/http/failure-body';
import { MessageResponseDto } from '../../common/http/message-response.dto';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { DisableTwoFactorDto, EnableTwoFactorDto } from './dto/two-factor-code.dto';
import { RecoveryCodesResponseDto, TwoFactorSetupResponseDto, TwoFactorStatusResponseDto } from './dto/two-factor-response.dto';
import { TwoFactorService } from './two-factor.service';

@ApiTags('two-factor')
@Controller('users/me/2fa')
export class TwoFactorController {
  constructor(
    private readonly twoFactor: TwoFactorService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  @Auth()
  @BeforeTwoFactor()
  @ApiOperation({ summary: 'Whether two-factor login is on for your account, and whether your role requires it' })
  @ApiOkResponse({ type: TwoFactorStatusResponseDto })
  async status(@CurrentUser() actor: AuthUser) {
    const status = await this.twoFactor.status(actor.id);
    return { data: { ...status, required: this.config.twoFactor.requiredRoles.includes(actor.role) } };
  }

  @Post('setup')
  @HttpCode(200)
  @Auth()
  @BeforeTwoFactor()
  @ApiOperation({ summary: 'Start set-up: a new secret as an otpauth:// URL and a QR code; nothing changes until enable confirms a code' })
  @ApiOkResponse({ type: TwoFactorSetupResponseDto })
  @ApiConflictResponse({ type: FailureBody, description: 'Two-factor login is already on' })
  async setup(@CurrentUser() actor: AuthUser) {
    return { data: await this.twoFactor.setup(actor) };
  }

  @Post('enable')
  @HttpCode(200)
  @Auth()
  @BeforeTwoFactor()
  @ApiOperation({
    summary: 'Turn two-factor login on with a current code; answers 10 one-time recovery codes',
    description: "Ends the account's other sessions (they were opened with the password alone); the calling session stays.",
  })
  @ApiOkResponse({ type: RecoveryCodesResponseDto })
  @ApiBadRequestResponse({ type: FailureBody, description: 'The code is wrong' })
  @ApiConflictResponse({ type: FailureBody, description: 'Already on, or set-up not started' })
  async enable(@CurrentUser() actor: AuthUser, @Body() body: EnableTwoFactorDto) {
    return { message: SECURITY_MESSAGES.totpEnabled, data: await this.twoFactor.enable(actor, body.code) };
  }

  @Post('disable')
  @HttpCode(200)
  @Auth()
  @ApiOperation({
    summary: 'Turn two-factor login off; needs your password and a current code (or a recovery code)',
    description:
      "Ends the account's other sessions; the calling session stays. Wrong passwords are counted like login's: " +
      'LOGIN_MAX_PER_EMAIL (5) per account and LOGIN_MAX_PER_IP (20) per client (an IPv4 address or IPv6 /64) in LOGIN_WINDOW_MINUTES (15). ' +
      "Wrong codes count toward the account's code lock, as at login.",
  })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiBadRequestResponse({
    type: FailureBody,
    description: 'Wrong password (`auth.password_incorrect`) or code (`auth.totp_invalid`, `auth.totp_used` or `auth.totp_clock`)',
  })
  @ApiConflictResponse({ type: FailureBody, description: 'Two-factor login is not on' })
  @ApiTooManyRequestsResponse({
    type: FailureBody,
    description:
      '`auth.too_many_attempts`: too many wrong passwords for the account or the client, or wrong codes from the client; ' +
      "`auth.totp_locked`: the account's second factor is locked after wrong codes. Retry-After and the message give the wait.",
    headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } },
  })
  async disable(@CurrentUser() actor: AuthUser, @Body() body: DisableTwoFactorDto, @Ip() ip: string | undefined) {
    await this.twoFactor.disable(actor, body.password, body.code, ip);
    return { message: SECURITY_MESSAGES.totpDisabled };
  }
}
