import type { Role } from '@csec/contracts';

/** An account as stored now, not as a token remembers it. */
export interface AccountIdentity {
  id: number;
  username: string;
  email: string;
  role: Role;
}

/** What the guards attach to the request: the caller, and the login session its token belongs to. */
export interface AuthUser extends AccountIdentity {
  sessionId: string;
}
