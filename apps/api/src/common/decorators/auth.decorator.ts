import { applyDecorators, SetMetadata } from '@nestjs/common';
import type { Role } from '@csec/contracts';

export const ROLES_KEY = 'roles';

/**
 * Marks a staff route and, when roles are given, lets only those roles in (RolesGuard). Every route
 * needs a bearer token unless it is @Public() (JwtAuthGuard), so without roles it changes nothing and
 * is there for the reader. The API document's security and 401/403 answers are asked of the guards
 * themselves (openapi/route-refusals.ts), so the document and the guards cannot disagree.
 */
export function Auth(...roles: Role[]) {
  // No empty list: on a method it would override the roles its controller names.
  return roles.length > 0 ? SetMetadata(ROLES_KEY, roles) : applyDecorators();
}
