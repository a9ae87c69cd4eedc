/** A post became public (its state is PUBLISH_STATUS). */
export class PostPublishedEvent {
  static readonly NAME = 'post.published';
  constructor(
    readonly blogId: number,
    readonly slug: string,
    readonly publishAt: Date,
    readonly title: string,
  ) {}
}
