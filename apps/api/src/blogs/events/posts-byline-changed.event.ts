/**
 * The names posts are signed with (createdBy, updatedBy) now follow a renamed account. Emitted
 * by the blogs module after it has written them, so what is cached before the write is cleared.
 */
export class PostsBylineChangedEvent {
  /** Nominal: no other event's payload passes for this one, whatever its fields (common/events/app-events.ts). */
  declare private readonly brand: void;
  constructor(
    readonly userId: number,
    readonly username: string,
  ) {}
}
