import { CanActivate, ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { API_MESSAGES, Role } from '@csec/contracts';
import { ROLES_KEY } from '../decorators/auth.decorator';
import { coded } from '../http/coded';
import type { Refusal, RouteTargets } from '../http/refusal';
import type { AuthUser } from './auth-user';

/** Registered once as APP_GUARD after JwtAuthGuard: enforces @Auth(...roles). */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  /** What this guard can answer on a route; the API document declares exactly these (openapi/route-refusals.ts). */
  static refusals(reflector: Reflector, targets: RouteTargets): Refusal[] {
    const roles = requiredRoles(reflector, targets);
    return roles.length === 0 ? [] : [wrongRole(roles)];
  }

  canActivate(context: ExecutionContext): boolean {
    const roles = requiredRoles(this.reflector, [context.getHandler(), context.getClass()]);
    if (roles.length === 0) return true;
    const user = context.switchToHttp().getRequest<{ user?: AuthUser }>().user;
    if (user && roles.includes(user.role)) return true;
    throw new ForbiddenException(coded(wrongRole(roles).code, API_MESSAGES.forbidden));
  }
}

/** A caller whose role is not one of the route's @Auth(...roles). */
function wrongRole(roles: Role[]): Refusal {
  return { status: 403, code: 'auth.forbidden', when: `needs role ${roles.join(' or ')}` };
}

function requiredRoles(reflector: Reflector, targets: RouteTargets): Role[] {
  return reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, targets) ?? [];
}
