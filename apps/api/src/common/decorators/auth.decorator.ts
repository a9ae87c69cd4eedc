import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Role } from '@csec/contracts';
import { FailureBody } from '../http/failure-body';

export const ROLES_KEY = 'roles';

/**
 * Marks a route as needing a bearer token and, when roles are given, one of those roles.
 * Sets the guard metadata and the Swagger security together so the two never disagree.
 */
export function Auth(...roles: Role[]) {
  const decorators = [ApiBearerAuth(), ApiUnauthorizedResponse({ description: 'Missing, expired or invalid token', type: FailureBody })];
  if (roles.length > 0) {
    decorators.push(SetMetadata(ROLES_KEY, roles), ApiForbiddenResponse({ description: `Needs role: ${roles.join(' or ')}`, type: FailureBody }));
  }
  return applyDecorators(...decorators);
}
