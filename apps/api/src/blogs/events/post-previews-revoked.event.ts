/** Every preview link of a post was revoked; `count` of them still worked or had yet to be cleared away. */
export class PostPreviewsRevokedEvent {
  static readonly NAME = 'post.previews-revoked';
  constructor(
    readonly blogId: number,
    readonly title: string,
    readonly count: number,
  ) {}
}
