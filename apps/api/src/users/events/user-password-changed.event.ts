/** An account's password changed; its other sessions end (the one that changed it stays, when it was the owner's). */
export class UserPasswordChangedEvent {
  /** Nominal: no other event's payload passes for this one, whatever its fields (common/events/app-events.ts). */
  declare private readonly brand: void;
  constructor(
    readonly userId: number,
    readonly actorId: number,
    readonly actorSessionId: string | null,
    readonly username: string,
  ) {}
}
