/** A shareable preview link of a post was made; it works until `expiresAt`. */
export class PostPreviewCreatedEvent {
  /** Nominal: no other event's payload passes for this one, whatever its fields (common/events/app-events.ts). */
  declare private readonly brand: void;
  constructor(
    readonly blogId: number,
    readonly title: string,
    readonly expiresAt: Date,
  ) {}
}
