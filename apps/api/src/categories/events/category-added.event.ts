/** A category was created (by staff, or among the featured ones on first start). */
export class CategoryAddedEvent {
  /** Nominal: no other event's payload passes for this one, whatever its fields (common/events/app-events.ts). */
  declare private readonly brand: void;
  constructor(
    readonly categoryId: number,
    readonly name: string,
  ) {}
}
