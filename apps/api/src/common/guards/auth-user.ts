import type { Role } from '@csec/contracts';

/** What the guards attach to the request: the caller as stored now, not as the token remembers. */
export interface AuthUser {
  id: number;
  username: string;
  email: string;
  role: Role;
}
