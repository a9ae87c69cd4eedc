/** An account's username or e-mail changed (a role or a password change has its own event). */
export class UserProfileUpdatedEvent {
  /** Nominal: no other event's payload passes for this one, whatever its fields (common/events/app-events.ts). */
  declare private readonly brand: void;
  constructor(
    readonly userId: number,
    /** The username now. */
    readonly username: string,
    /** What changed, by field name: 'username', 'email' or both. */
    readonly changedFields: readonly ('username' | 'email')[],
  ) {}
}
