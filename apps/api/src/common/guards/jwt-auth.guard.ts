import { CanActivate, ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { JwtService } from '@nestjs/jwt';
import type { Request } from 'express';
import { API_MESSAGES } from '@csec/contracts';
import { IS_PUBLIC_KEY } from '../decorators/public.decorator';
import { UsersService } from '../../users/users.service';
import type { TokenPayload } from '../../auth/token-payload';

/**
 * Registered once as APP_GUARD: every route needs a valid bearer token unless marked @Public().
 * The user is reloaded on each call so a deleted account or a changed role takes effect at once.
 */
@Injectable()
export class JwtAuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly jwt: JwtService,
    private readonly users: UsersService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, [context.getHandler(), context.getClass()]);
    if (isPublic) return true;

    const request = context.switchToHttp().getRequest<Request & { user?: unknown }>();
    const token = bearerToken(request);
    if (!token) throw new UnauthorizedException(API_MESSAGES.unauthorized);

    let payload: TokenPayload;
    try {
      payload = await this.jwt.verifyAsync<TokenPayload>(token);
    } catch {
      throw new UnauthorizedException(API_MESSAGES.unauthorized);
    }
    const user = typeof payload.sub === 'number' ? await this.users.findAuthUser(payload.sub) : null;
    if (!user) throw new UnauthorizedException(API_MESSAGES.unauthorized);
    request.user = user;
    return true;
  }
}

function bearerToken(request: Request): string | undefined {
  const [scheme, token] = (request.headers.authorization ?? '').split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}
