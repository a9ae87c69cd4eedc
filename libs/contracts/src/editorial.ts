/**
 * The editorial workflow's limits and texts: scheduled publishing, revisions, shareable previews,
 * search and versioned saves. Shared by the API (config defaults, messages) and the dashboard.
 */

/** Revisions kept per post (REVISIONS_KEEP); the oldest go first. */
export const REVISIONS_KEEP_DEFAULT = 50;
/** Hours a shareable preview link works (PREVIEW_HOURS). */
export const PREVIEW_HOURS_DEFAULT = 72;

/** Failure messages of versioned saves. */
export const VERSION_TEXTS = {
  versionInvalid: 'version must be a whole number of 1 or more',
} as const;

/**
 * The 409 `blog.stale` message: who saved the post last and when (a time already written for
 * people, in the site's time zone), so the editor can say whose work a save would overwrite.
 */
export function staleSaveMessage(savedBy: string | null, savedAt: string): string {
  return `${savedBy ?? 'Someone'} saved this post on ${savedAt}, after you opened it. Reload it to see their changes, or copy your text out first.`;
}

/** The editor's dialog when a save answers `blog.stale`. */
export const STALE_SAVE_UI = {
  title: 'Someone else saved this post',
  reload: 'Reload their version',
  copy: 'Copy my text',
  copied: 'Your title and text are on the clipboard.',
  copyFailed: 'The clipboard is not available: select your text below and copy it.',
  keepEditing: 'Keep editing',
  yourText: 'Your text',
} as const;
