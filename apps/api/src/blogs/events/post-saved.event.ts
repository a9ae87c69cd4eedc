/** A post was created or its draft saved (title, content, cover, category or event date). */
export class PostSavedEvent {
  static readonly NAME = 'post.saved';
  constructor(
    readonly blogId: number,
    readonly slug: string,
    /** True for a new post, false for a saved change. */
    readonly created: boolean,
    readonly title: string,
    /** The fields a saved change altered, by name ('title', 'content', 'cover', 'category', 'eventDate'); empty for a new post. */
    readonly changedFields: readonly string[],
  ) {}
}
