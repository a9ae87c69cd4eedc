/** A post is now SCHEDULED_STATUS: it waits, locked and not public, for `publishAt`. */
export class PostScheduledEvent {
  static readonly NAME = 'post.scheduled';
  constructor(
    readonly blogId: number,
    readonly slug: string,
    readonly publishAt: Date,
    readonly title: string,
  ) {}
}
