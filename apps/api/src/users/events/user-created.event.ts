import type { Role } from '@csec/contracts';

/** An account was created (by staff, or the superadmin on first start). */
export class UserCreatedEvent {
  /** Nominal: no other event's payload passes for this one, whatever its fields (common/events/app-events.ts). */
  declare private readonly brand: void;
  constructor(
    readonly userId: number,
    readonly username: string,
    readonly role: Role,
  ) {}
}
