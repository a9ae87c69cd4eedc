/**
 * The editorial workflow's limits and texts: scheduled publishing, revisions, shareable previews,
 * search and versioned saves. Shared by the API (config defaults, messages) and the dashboard.
 */

/** Revisions kept per post (REVISIONS_KEEP); the oldest go first. */
export const REVISIONS_KEEP_DEFAULT = 50;
/** Hours a shareable preview link works (PREVIEW_HOURS). */
export const PREVIEW_HOURS_DEFAULT = 72;

/** A post's fields staff edit, by the names the API, the activity log and a revision's changedFields use. */
export const EDITED_FIELD_NAMES = ['title', 'content', 'cover', 'category', 'eventDate'] as const;
export type EditedFieldName = (typeof EDITED_FIELD_NAMES)[number];

/** Revisions: the API's answers and the editor's History panel texts. */
export const REVISION_MESSAGES = {
  notFound: 'Revision Not Found!',
  restored: 'The revision has been restored!',
  restoreFailed: 'Failed to restore the revision, please try again!',
  restoreConfirm: 'Restore this revision? Its title, category, content, cover and event date replace the current ones; the current text stays in the history.',
  listFailed: 'Failed to get the history of this blog',
  detailFailed: 'Failed to get the revision',
  empty: 'No revisions yet',
  unsavedWarning: 'The comparison is with the last saved text: save your changes first to compare them.',
} as const;
