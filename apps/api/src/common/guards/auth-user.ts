import type { ApiTokenScope, Role } from '@csec/contracts';

/** An account as stored now, not as a token remembers it. */
export interface AccountIdentity {
  id: number;
  username: string;
  email: string;
  role: Role;
}

/**
 * What the guards attach to the request: the caller, and the login session its token belongs to.
 * For an API token (`integration` set) the caller is the integration: no account (id 0, never a
 * user's), its name as the username, the admin role for the post rules, and only its scopes' routes.
 */
export interface AuthUser extends AccountIdentity {
  sessionId: string;
  integration?: { tokenId: number; scopes: readonly ApiTokenScope[] };
}

/** The account to record as having written something, or null for an integration (no account: its name signs instead). */
export function accountIdOf(actor: AuthUser): number | null {
  return actor.integration ? null : actor.id;
}
