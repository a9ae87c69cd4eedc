/** A post and its former slugs are gone. */
export class PostDeletedEvent {
  /** Nominal: no other event's payload passes for this one, whatever its fields (common/events/app-events.ts). */
  declare private readonly brand: void;
  constructor(
    readonly blogId: number,
    readonly slug: string,
    readonly title: string,
  ) {}
}
