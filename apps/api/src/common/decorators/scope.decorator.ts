import { SetMetadata } from '@nestjs/common';
import type { ApiTokenScope } from '@csec/contracts';

export const SCOPE_KEY = 'apiTokenScope';

/**
 * The scope an API token needs on this route (JwtAuthGuard checks it). A route without one is for
 * staff logins only: tokens are refused there (users, sessions, two-factor login, integrations,
 * the activity log). Staff tokens pass whatever the scope; their roles decide.
 */
export const Scope = (scope: ApiTokenScope) => SetMetadata(SCOPE_KEY, scope);
