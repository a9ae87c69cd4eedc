import { Body, Controller, Delete, Get, HttpCode, NotFoundException, Param, ParseIntPipe, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { DASHBOARD_LANGUAGE_MESSAGES, MESSAGES } from '@csec/contracts';
import { Auth } from '../common/decorators/auth.decorator';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { BeforeTwoFactor } from '../common/decorators/before-two-factor.decorator';
import { Policy } from '../common/decorators/policy.decorator';
import type { AuthUser } from '../common/guards/auth-user';
import { FailureBody } from '../common/http/failure-body';
import { PageQuery } from '../common/http/pagination';
import { RegisterUserDto } from './dto/register-user.dto';
import { UpdateUserDto } from './dto/update-user.dto';
import { MessageResponseDto } from '../common/http/message-response.dto';
import { UserIdBodyDto } from './dto/user-id-body.dto';
import { UpdateLanguageDto } from './dto/update-language.dto';
import { LanguageResponseDto, UserArrayResponseDto, UserListResponseDto, UserResponseDto } from './dto/user-response.dto';
import { USER_POLICY_REFUSALS } from './user-policy';
import { UsersService } from './users.service';
import { coded } from '../common/http/coded';

const idPipe = new ParseIntPipe({ exceptionFactory: () => new NotFoundException(coded('user.not_found', MESSAGES.userNotFound)) });

@ApiTags('users')
@Controller()
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Post('register')
  @Auth('superadmin', 'admin')
  @Policy(USER_POLICY_REFUSALS.register)
  @ApiOperation({ summary: 'Create an admin or author account (admin-level only)' })
  @ApiCreatedResponse({ type: UserResponseDto })
  @ApiBadRequestResponse({ type: FailureBody })
  @ApiConflictResponse({ type: FailureBody, description: 'Username or e-mail already taken' })
  async register(@CurrentUser() actor: AuthUser, @Body() body: RegisterUserDto) {
    const data = await this.users.register(actor, body);
    return { message: MESSAGES.registrationSuccess, data };
  }

  @Get('users/me')
  @Auth()
  @BeforeTwoFactor()
  @ApiOperation({ summary: "The caller's own account (data is an array whose first item is the user)" })
  @ApiOkResponse({ type: UserArrayResponseDto })
  async me(@CurrentUser() actor: AuthUser) {
    return { message: 'Current user', data: [await this.users.getOwnView(actor)] };
  }

  @Put('users/me/language')
  @Auth()
  @BeforeTwoFactor()
  @ApiOperation({ summary: "Choose the dashboard's language for your own account ('en' or 'id')" })
  @ApiOkResponse({ type: LanguageResponseDto })
  @ApiBadRequestResponse({ type: FailureBody, description: 'A language the dashboard does not offer' })
  async setLanguage(@CurrentUser() actor: AuthUser, @Body() body: UpdateLanguageDto) {
    return { message: DASHBOARD_LANGUAGE_MESSAGES.languageSaved, data: await this.users.setLanguage(actor, body.language) };
  }

  @Get('users')
  @Auth('superadmin', 'admin')
  @ApiOperation({ summary: 'Accounts, 15 a page, newest first; query matches username or e-mail' })
  @ApiOkResponse({ type: UserListResponseDto })
  list(@Query() query: PageQuery) {
    return this.users.list(query.page, query.query);
  }

  @Get('users/:id')
  @Auth()
  @Policy(USER_POLICY_REFUSALS.view)
  @ApiOperation({ summary: 'One account (admin-level, or your own)' })
  @ApiOkResponse({ type: UserResponseDto })
  @ApiNotFoundResponse({ type: FailureBody })
  async get(@CurrentUser() actor: AuthUser, @Param('id', idPipe) id: number) {
    return { data: await this.users.getView(actor, id) };
  }

  @Post('users/:id')
  @HttpCode(200)
  @Auth()
  @Policy(USER_POLICY_REFUSALS.update)
  @ApiOperation({
    summary: 'Update an account: null or absent fields stay unchanged',
    description:
      'username+email+role is a profile update; password alone is a password change. Authors may update only themselves and never a role; nobody touches the superadmin but the superadmin.',
  })
  @ApiOkResponse({ type: UserResponseDto })
  @ApiBadRequestResponse({ type: FailureBody })
  @ApiConflictResponse({ type: FailureBody })
  @ApiNotFoundResponse({ type: FailureBody })
  update(@CurrentUser() actor: AuthUser, @Param('id', idPipe) id: number, @Body() body: UpdateUserDto) {
    return this.users.update(actor, id, body);
  }

  @Delete('users/:id')
  @Auth('superadmin', 'admin')
  @Policy(USER_POLICY_REFUSALS.delete)
  @ApiOperation({ summary: 'Delete an account (never your own, never the superadmin)' })
  @ApiBody({ type: UserIdBodyDto, required: false })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiNotFoundResponse({ type: FailureBody })
  async remove(@CurrentUser() actor: AuthUser, @Param('id', idPipe) id: number) {
    await this.users.remove(actor, id);
    return { message: MESSAGES.userDeleted };
  }
}
