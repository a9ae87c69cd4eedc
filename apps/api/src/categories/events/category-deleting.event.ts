/**
 * A category is about to be deleted, inside the deleting transaction. A module whose rows use
 * categories refuses by throwing from a before-commit listener (the blogs module: 409
 * `category.in_use`, saying how many posts use it); the categories module asks nobody by name.
 */
export class CategoryDeletingEvent {
  /** Nominal: no other event's payload passes for this one, whatever its fields (common/events/app-events.ts). */
  declare private readonly brand: void;
  constructor(
    readonly categoryId: number,
    readonly name: string,
  ) {}
}
