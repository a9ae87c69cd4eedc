import { CanActivate, ExecutionContext, ForbiddenException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { JwtService } from '@nestjs/jwt';
import type { Request } from 'express';
import { API_MESSAGES, API_TOKEN_MESSAGES, API_TOKEN_PREFIX, SECURITY_MESSAGES, type ApiTokenScope } from '@csec/contracts';
import { IS_PUBLIC_KEY } from '../decorators/public.decorator';
import { BEFORE_TWO_FACTOR_KEY } from '../decorators/before-two-factor.decorator';
import { SCOPE_KEY } from '../decorators/scope.decorator';
import { ApiTokensService } from '../../integrations/api-tokens.service';
import { UsersService } from '../../users/users.service';
import { SessionsService } from '../../auth/sessions/sessions.service';
import { TwoFactorService } from '../../auth/two-factor/two-factor.service';
import type { TokenPayload } from '../../auth/token-payload';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { coded } from '../http/coded';
import type { Refusal, RouteTargets } from '../http/refusal';
import { setRequestActor } from '../http/request-context';
import type { AuthUser } from './auth-user';

export const TOKEN_REFUSED: Refusal = {
  status: 401,
  code: 'auth.unauthorized',
  when: 'no bearer token, or one that is expired, invalid, or whose session or account is gone',
};

/** An API token on a route its scopes do not open, or on a staff-only route (no @Scope). */
function scopeRefusal(scope: ApiTokenScope | undefined): Refusal {
  return {
    status: 403,
    code: 'auth.scope_missing',
    when: scope ? `an API token without the ${scope} scope` : 'an API token: this route is for staff logins only',
  };
}

/** The caller's role must use two-factor login (REQUIRE_2FA_ROLES) and has not turned it on; @BeforeTwoFactor() routes let it through. */
export const ENROLMENT_REQUIRED: Refusal = {
  status: 403,
  code: 'auth.totp_enrolment_required',
  when: 'your role must turn on two-factor login (REQUIRE_2FA_ROLES) before anything else',
};

/**
 * Registered once as APP_GUARD: every route needs a valid bearer token unless marked @Public().
 * The token's session must still be alive (logout, a password or role change end it at once), and
 * the user is reloaded on each call so a deleted account or a changed role takes effect at once.
 */
@Injectable()
export class JwtAuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly jwt: JwtService,
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly twoFactor: TwoFactorService,
    private readonly apiTokens: ApiTokensService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Whether a route needs a bearer token: the API document's `security` comes from here too. */
  static needsToken(reflector: Reflector, targets: RouteTargets): boolean {
    return !reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, targets);
  }

  /** The scope an API token needs on a route (its @Scope); undefined: staff logins only. */
  static scopeOf(reflector: Reflector, targets: RouteTargets): ApiTokenScope | undefined {
    return scopeOf(reflector, targets);
  }

  /** What this guard can answer on a route; the API document declares exactly these (openapi/route-refusals.ts). */
  static refusals(reflector: Reflector, targets: RouteTargets): Refusal[] {
    if (!JwtAuthGuard.needsToken(reflector, targets)) return [];
    const tokenRefusals = [TOKEN_REFUSED, scopeRefusal(scopeOf(reflector, targets))];
    return beforeTwoFactor(reflector, targets) ? tokenRefusals : [...tokenRefusals, ENROLMENT_REQUIRED];
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (!JwtAuthGuard.needsToken(this.reflector, targets)) return true;

    const request = context.switchToHttp().getRequest<Request & { user?: AuthUser }>();
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    if (token.startsWith(API_TOKEN_PREFIX)) return this.admitApiToken(request, token, scopeOf(this.reflector, targets));

    let payload: TokenPayload;
    try {
      payload = await this.jwt.verifyAsync<TokenPayload>(token);
    } catch {
      throw unauthorized();
    }
    if (typeof payload.sub !== 'number' || typeof payload.sid !== 'string') throw unauthorized();
    if (!(await this.sessions.isAlive(payload.sid, payload.sub))) throw unauthorized();
    const user = await this.users.findAuthUser(payload.sub);
    if (!user) throw unauthorized();
    request.user = { ...user, sessionId: payload.sid };
    setRequestActor(user);

    if (this.config.twoFactor.requiredRoles.includes(user.role) && !beforeTwoFactor(this.reflector, targets)) {
      if (!(await this.twoFactor.isEnabled(user.id))) {
        throw new ForbiddenException(coded(ENROLMENT_REQUIRED.code, SECURITY_MESSAGES.totpEnrolmentRequired));
      }
    }
    return true;
  }

  /**
   * An integration's API token: known, neither revoked nor expired (read again at least every second),
   * within its per-minute limit, and holding the route's scope. No session and no two-factor login:
   * it is no person's.
   */
  private async admitApiToken(request: Request & { user?: AuthUser }, token: string, scope: ApiTokenScope | undefined): Promise<boolean> {
    const caller = await this.apiTokens.authenticate(token, request.ip ?? null);
    if (!caller?.integration) throw unauthorized();
    if (!scope) throw new ForbiddenException(coded('auth.scope_missing', API_TOKEN_MESSAGES.notForTokens));
    if (!caller.integration.scopes.includes(scope)) throw new ForbiddenException(coded('auth.scope_missing', API_TOKEN_MESSAGES.scopeMissing(scope)));
    request.user = caller;
    setRequestActor({ id: null, username: `${caller.username} (API token)` });
    return true;
  }
}

function scopeOf(reflector: Reflector, targets: RouteTargets): ApiTokenScope | undefined {
  return reflector.getAllAndOverride<ApiTokenScope | undefined>(SCOPE_KEY, targets);
}

function unauthorized(): UnauthorizedException {
  return new UnauthorizedException(coded(TOKEN_REFUSED.code, API_MESSAGES.unauthorized));
}

function beforeTwoFactor(reflector: Reflector, targets: RouteTargets): boolean {
  return reflector.getAllAndOverride<boolean>(BEFORE_TWO_FACTOR_KEY, targets) === true;
}

function bearerToken(request: Request): string | undefined {
  const [scheme, token] = (request.headers.authorization ?? '').split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}
