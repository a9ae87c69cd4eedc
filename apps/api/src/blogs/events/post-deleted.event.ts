/** A post and its former slugs are gone. */
export class PostDeletedEvent {
  static readonly NAME = 'post.deleted';
  constructor(
    readonly blogId: number,
    readonly slug: string,
    readonly title: string,
  ) {}
}
