/** An account's username changed; posts signed with the old name follow it (blogs module). */
export class UserRenamedEvent {
  /** Nominal: no other event's payload passes for this one, whatever its fields (common/events/app-events.ts). */
  declare private readonly brand: void;
  constructor(
    readonly userId: number,
    readonly oldUsername: string,
    readonly newUsername: string,
  ) {}
}
