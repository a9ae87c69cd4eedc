/**
 * An account turned two-factor login on or off; its other sessions end (the one that did it
 * stays), as after a password change: a session opened under the old rule must not outlive it.
 */
export class TwoFactorChangedEvent {
  /** Nominal: no other event's payload passes for this one, whatever its fields (common/events/app-events.ts). */
  declare private readonly brand: void;
  constructor(
    readonly userId: number,
    readonly username: string,
    readonly enabled: boolean,
    /** The session that made the change. */
    readonly actorSessionId: string,
  ) {}
}
