/** A post was created or its draft saved (title, content, cover, category or event date). */
export class PostSavedEvent {
  static readonly NAME = 'post.saved';
  constructor(
    readonly blogId: number,
    readonly slug: string,
    /** True for a new post, false for a saved change. */
    readonly created: boolean,
  ) {}
}
