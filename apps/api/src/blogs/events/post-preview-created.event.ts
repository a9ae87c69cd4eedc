/** A shareable preview link of a post was made; it works until `expiresAt`. */
export class PostPreviewCreatedEvent {
  static readonly NAME = 'post.preview-created';
  constructor(
    readonly blogId: number,
    readonly title: string,
    readonly expiresAt: Date,
  ) {}
}
