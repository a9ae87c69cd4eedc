/** A post became public (its state is PUBLISH_STATUS). */
export class PostPublishedEvent {
  /** Nominal: no other event's payload passes for this one, whatever its fields (common/events/app-events.ts). */
  declare private readonly brand: void;
  constructor(
    readonly blogId: number,
    readonly slug: string,
    readonly publishAt: Date,
    readonly title: string,
    /**
     * Set when the scheduler published it at its time, outside any request: the account that
     * scheduled it (the post's last writer then), on whose behalf it happened; null when that
     * account is gone.
     */
    readonly scheduledBy?: { id: number; username: string } | null,
  ) {}
}
