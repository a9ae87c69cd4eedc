/** A post went back to DRAFT_STATUS: visitors no longer see it. */
export class PostUnpublishedEvent {
  static readonly NAME = 'post.unpublished';
  constructor(
    readonly blogId: number,
    readonly slug: string,
    readonly title: string,
  ) {}
}
