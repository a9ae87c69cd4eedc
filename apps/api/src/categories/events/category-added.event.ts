/** A category was created (by staff, or among the featured ones on first start). */
export class CategoryAddedEvent {
  static readonly NAME = 'category.added';
  constructor(
    readonly categoryId: number,
    readonly name: string,
  ) {}
}
