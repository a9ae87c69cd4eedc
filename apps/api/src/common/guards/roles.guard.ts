import { CanActivate, ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { API_MESSAGES, Role } from '@csec/contracts';
import { ROLES_KEY } from '../decorators/auth.decorator';
import type { AuthUser } from './auth-user';

/** Registered once as APP_GUARD after JwtAuthGuard: enforces @Auth(...roles). */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, [context.getHandler(), context.getClass()]);
    if (!roles || roles.length === 0) return true;
    const user = context.switchToHttp().getRequest<{ user?: AuthUser }>().user;
    if (user && roles.includes(user.role)) return true;
    throw new ForbiddenException(API_MESSAGES.forbidden);
  }
}
