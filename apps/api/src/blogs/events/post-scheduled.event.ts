/** A post is now SCHEDULED_STATUS: it waits, locked and not public, for `publishAt`. */
export class PostScheduledEvent {
  /** Nominal: no other event's payload passes for this one, whatever its fields (common/events/app-events.ts). */
  declare private readonly brand: void;
  constructor(
    readonly blogId: number,
    readonly slug: string,
    readonly publishAt: Date,
    readonly title: string,
  ) {}
}
