/**
 * Why sessions ended: the owner logged out or ended one, the password, the role or two-factor login
 * changed, the account went, or staff ended them.
 */
export type SessionEndReason = 'logout' | 'ended_by_owner' | 'password_changed' | 'two_factor_changed' | 'role_changed' | 'account_deleted' | 'ended_by_staff';

/** Sessions of one account ended; their tokens are refused from now on. */
export class SessionsEndedEvent {
  /** Nominal: no other event's payload passes for this one, whatever its fields (common/events/app-events.ts). */
  declare private readonly brand: void;
  constructor(
    readonly userId: number,
    readonly sessionIds: readonly string[],
    readonly reason: SessionEndReason,
    /** Who ended them, when it was not the owner's own logout. */
    readonly actorId: number | null,
  ) {}
}
