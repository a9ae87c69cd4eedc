import type { Role } from '@csec/contracts';

/** An account's role changed; its sessions end (auth module). */
export class UserRoleChangedEvent {
  /** Nominal: no other event's payload passes for this one, whatever its fields (common/events/app-events.ts). */
  declare private readonly brand: void;
  constructor(
    readonly userId: number,
    readonly oldRole: Role,
    readonly newRole: Role,
    readonly username: string,
  ) {}
}
