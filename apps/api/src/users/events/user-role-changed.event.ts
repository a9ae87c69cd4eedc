import type { Role } from '@csec/contracts';

/** An account's role changed; its sessions end (auth module). */
export class UserRoleChangedEvent {
  static readonly NAME = 'user.role-changed';
  constructor(
    readonly userId: number,
    readonly oldRole: Role,
    readonly newRole: Role,
    readonly username: string,
  ) {}
}
