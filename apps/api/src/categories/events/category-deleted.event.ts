/** A category that no post used was deleted. */
export class CategoryDeletedEvent {
  /** Nominal: no other event's payload passes for this one, whatever its fields (common/events/app-events.ts). */
  declare private readonly brand: void;
  constructor(
    readonly categoryId: number,
    readonly name: string,
  ) {}
}
