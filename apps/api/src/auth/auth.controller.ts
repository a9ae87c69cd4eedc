import { Body, Controller, HttpCode, Ip, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse, ApiUnauthorizedResponse, ApiBadRequestResponse } from '@nestjs/swagger';
import { MESSAGES } from '@csec/contracts';
import { Public } from '../common/decorators/public.decorator';
import { FailureBody } from '../common/http/failure-body';
import { AuthService } from './auth.service';
import { LoginDto } from './dto/login.dto';
import { LoginResponseDto } from './dto/login-response.dto';

@ApiTags('auth')
@Controller()
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Public()
  @Post('login')
  @HttpCode(200)
  @ApiOperation({ summary: 'Log in with e-mail and password; returns a bearer token' })
  @ApiOkResponse({ type: LoginResponseDto })
  @ApiBadRequestResponse({ type: FailureBody, description: 'Malformed e-mail or empty password' })
  @ApiUnauthorizedResponse({ type: FailureBody, description: 'Wrong e-mail or password (one message for both)' })
  @ApiTooManyRequestsResponse({
    type: FailureBody,
    description: 'Too many failures for this e-mail (5) or IP (20) within 15 minutes; see Retry-After',
  })
  async login(@Body() body: LoginDto, @Ip() ip: string) {
    const token = await this.auth.login(body.email, body.password, ip);
    return { message: MESSAGES.loginSuccess, token };
  }
}
