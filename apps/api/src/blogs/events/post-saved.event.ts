/** The revision a save brought back (a restore), as the activity log names it. */
export interface RestoredRevision {
  id: number;
  /** When that revision was saved, and by whom (the name it was saved under). */
  createdAt: Date;
  authorName: string;
}

/** A post was created or its draft saved (title, content, cover, category or event date). */
export class PostSavedEvent {
  /** Nominal: no other event's payload passes for this one, whatever its fields (common/events/app-events.ts). */
  declare private readonly brand: void;
  constructor(
    readonly blogId: number,
    readonly slug: string,
    /** True for a new post, false for a saved change. */
    readonly created: boolean,
    readonly title: string,
    /** The fields a saved change altered, by name ('title', 'content', 'cover', 'category', 'eventDate'); empty for a new post. */
    readonly changedFields: readonly string[],
    /** Set when the save restored one of the post's revisions: one action, recorded as a restore. */
    readonly restoredFrom: RestoredRevision | null = null,
  ) {}
}
