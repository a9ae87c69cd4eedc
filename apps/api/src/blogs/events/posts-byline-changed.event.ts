/**
 * The names posts are signed with (createdBy, updatedBy) now follow a renamed account. Emitted
 * by the blogs module after it has written them, so what is cached before the write is cleared.
 */
export class PostsBylineChangedEvent {
  static readonly NAME = 'posts.byline-changed';
  constructor(
    readonly userId: number,
    readonly username: string,
  ) {}
}
