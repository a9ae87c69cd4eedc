/**
 * A draft took back the fields of one of its revisions. The save itself is announced as
 * `post.saved` first (cache, changed fields); this says which revision came back.
 */
export class PostRestoredEvent {
  static readonly NAME = 'post.restored';
  constructor(
    readonly blogId: number,
    readonly slug: string,
    readonly title: string,
    readonly revisionId: number,
    /** When that revision was saved, and by whom (the name it was saved under). */
    readonly revisionCreatedAt: Date,
    readonly revisionAuthorName: string,
  ) {}
}
