/** Every preview link of a post was revoked; `count` of them still worked or had yet to be cleared away. */
export class PostPreviewsRevokedEvent {
  /** Nominal: no other event's payload passes for this one, whatever its fields (common/events/app-events.ts). */
  declare private readonly brand: void;
  constructor(
    readonly blogId: number,
    readonly title: string,
    readonly count: number,
  ) {}
}
