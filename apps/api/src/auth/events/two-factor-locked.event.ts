/**
 * A code was refused because the account's second factor is locked, or a wrong code started a lock
 * (for the activity log). Never carries the code.
 */
export class TwoFactorLockedEvent {
  /** Nominal: no other event's payload passes for this one, whatever its fields (common/events/app-events.ts). */
  declare private readonly brand: void;
  constructor(
    readonly userId: number,
    readonly username: string,
    /** How long the lock lasts (started) or has left (refused). */
    readonly seconds: number,
    /** True when this wrong code started the lock; false for an attempt refused during one. */
    readonly started: boolean,
    /** Wrong codes in a row so far. */
    readonly failures: number,
  ) {}
}
