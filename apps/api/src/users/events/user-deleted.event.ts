/** An account was deleted; its posts keep the name they were signed with. */
export class UserDeletedEvent {
  /** Nominal: no other event's payload passes for this one, whatever its fields (common/events/app-events.ts). */
  declare private readonly brand: void;
  constructor(
    readonly userId: number,
    readonly username: string,
  ) {}
}
