/** A post went back to DRAFT_STATUS: visitors no longer see it. */
export class PostUnpublishedEvent {
  /** Nominal: no other event's payload passes for this one, whatever its fields (common/events/app-events.ts). */
  declare private readonly brand: void;
  constructor(
    readonly blogId: number,
    readonly slug: string,
    readonly title: string,
  ) {}
}
