import type { Role } from '@csec/contracts';

/** An account's role changed (for ending its sessions, later). */
export class UserRoleChangedEvent {
  static readonly NAME = 'user.role-changed';
  constructor(
    readonly userId: number,
    readonly oldRole: Role,
    readonly newRole: Role,
  ) {}
}
