/** A category that no post used was deleted. */
export class CategoryDeletedEvent {
  static readonly NAME = 'category.deleted';
  constructor(
    readonly categoryId: number,
    readonly name: string,
  ) {}
}
