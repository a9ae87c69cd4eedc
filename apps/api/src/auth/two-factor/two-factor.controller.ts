import { Body, Controller, Get, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
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
  @ApiOperation({ summary: 'Turn two-factor login on with a current code; answers 10 one-time recovery codes' })
  @ApiOkResponse({ type: RecoveryCodesResponseDto })
  @ApiBadRequestResponse({ type: FailureBody, description: 'The code is wrong' })
  @ApiConflictResponse({ type: FailureBody, description: 'Already on, or set-up not started' })
  async enable(@CurrentUser() actor: AuthUser, @Body() body: EnableTwoFactorDto) {
    return { message: SECURITY_MESSAGES.totpEnabled, data: await this.twoFactor.enable(actor.id, body.code) };
  }

  @Post('disable')
  @HttpCode(200)
  @Auth()
  @ApiOperation({ summary: 'Turn two-factor login off; needs your password and a current code (or a recovery code)' })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiBadRequestResponse({ type: FailureBody, description: 'Wrong password or code' })
  @ApiConflictResponse({ type: FailureBody, description: 'Two-factor login is not on' })
  async disable(@CurrentUser() actor: AuthUser, @Body() body: DisableTwoFactorDto) {
    await this.twoFactor.disable(actor.id, body.password, body.code);
    return { message: SECURITY_MESSAGES.totpDisabled };
  }
}
