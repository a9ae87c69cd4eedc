/**
 * The editorial workflow's limits and texts: scheduled publishing, revisions, shareable previews,
 * search and versioned saves. Shared by the API (config defaults, messages) and the dashboard.
 */
import { DEFAULT_LANGUAGE, LANGUAGE_PREFIX, withoutLanguage, type SiteLanguage } from './site-language';

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

/** A post's fields staff edit, by the names the API, the activity log and a revision's changedFields use. */
export const EDITED_FIELD_NAMES = ['title', 'content', 'cover', 'category', 'eventDate'] as const;
export type EditedFieldName = (typeof EDITED_FIELD_NAMES)[number];

/** Revisions: the API's answers and the editor's History panel texts. */
export const REVISION_MESSAGES = {
  notFound: 'Revision Not Found!',
  restored: 'The revision has been restored!',
  restoreFailed: 'Failed to restore the revision, please try again!',
  restoreConfirmTitle: 'Restore this revision?',
  restoreConfirm: 'Its title, category, content, cover and event date replace the current ones; the current version stays in the history.',
  listFailed: 'Failed to get the history of this blog',
  detailFailed: 'Failed to get the revision',
  unsavedWarning: 'Compared with the last saved version: your unsaved changes are not part of it, and a restore replaces them.',
  sameAsCurrent: 'This revision is the same as the current post.',
  diffTooLarge: 'These texts differ too much to compare word by word.',
  deletedCategory: 'a deleted category: restoring keeps the current one',
} as const;

/**
 * Where a shareable preview of a post is read: `/blog/preview/{token}`, under the post's language's
 * prefix (`/id/blog/preview/{token}` for an Indonesian post, in the Indonesian page), kept out of search engines.
 */
const PREVIEW_PATH_PREFIX = '/blog/preview/';

export function previewPagePath(token: string, language: SiteLanguage = DEFAULT_LANGUAGE): string {
  return `${LANGUAGE_PREFIX[language]}${PREVIEW_PATH_PREFIX}${token}`;
}

/** The API's answers about preview links. */
export const PREVIEW_MESSAGES = {
  created: 'The preview link has been made',
  revoked: "The post's preview links have been revoked",
  notFound: 'This preview link is unknown, expired or revoked',
} as const;

/** The editor's Preview button, its dialog and the revoke action. */
export const PREVIEW_TEXTS = {
  button: 'Preview',
  copied: 'Preview link copied',
  /** `until` is the link's expiry, as the dashboard shows dates. */
  worksUntil: (until: string) => `Anyone with the link can read the post, as last saved, until ${until}.`,
  dialogTitle: 'Preview link',
  dialogHint: 'Copy this link and share it: anyone with it can read the post without logging in.',
  linkLabel: 'Preview link address',
  copy: 'Copy',
  done: 'Done',
  failed: 'Failed to make a preview link',
  revoke: 'Revoke preview links',
  revokeConfirm: 'Revoke every preview link of this post? Anyone holding one will see "page not found".',
  revokeOk: 'Revoke',
  revokeCancel: 'Cancel',
  revokeFailed: 'Failed to revoke the preview links',
} as const;

const PREVIEW_PAGE = /^\/blog\/preview\/([^/]+)\/?$/;

/**
 * The token of a preview page's path (`/blog/preview/{token}` or `/id/blog/preview/{token}`), as written: a token is base64url
 * and never needs decoding, so anything else in its place is simply an unknown token. Undefined
 * for any other path.
 */
export function previewTokenOf(pathname: string): string | undefined {
  return PREVIEW_PAGE.exec(withoutLanguage(pathname))?.[1];
}

const PREVIEW_TOKEN_IN_PATH = new RegExp(`^((?:${LANGUAGE_PREFIX.id})?/blog/preview/|/api/blogs/preview/)[^/]+`);

/** The path with a preview link's token replaced, for logs: the token opens the post to whoever reads it. */
export function withoutPreviewToken(path: string): string {
  return path.replace(PREVIEW_TOKEN_IN_PATH, '$1[token]');
}

/** Characters of a blog search (`q` of GET /api/blogs/publish, the search page's `?q=`). */
export const SEARCH_QUERY_MAX = 100;
/**
 * Shortest word a search looks for, in characters. MySQL/MariaDB's InnoDB full-text index leaves
 * shorter words out (innodb_ft_min_token_size is 3), so SQLite skips them too and both agree.
 */
export const SEARCH_WORD_MIN = 3;
/** Plain-text characters of a search result's snippet around the first match, before the '…'. */
export const SNIPPET_LENGTH = 160;

/** The blog's search results page (`?q=words&page=N`). */
export const BLOG_SEARCH_PATH = '/blog/search';

/** The blog search box and results page. */
export const SEARCH_TEXTS = {
  label: 'Search the blog',
  placeholder: 'Search posts...',
  button: 'Search',
  prompt: 'Type a few words to search the blog.',
  description: 'Search results from the CSEC blog.',
} as const;

/** 'Search: zero trust' */
export const searchHeading = (q: string): string => `Search: ${q}`;

/**
 * A search as the page and the API read it: spaces trimmed and collapsed, cut to
 * SEARCH_QUERY_MAX characters, so a long address still searches instead of failing.
 */
export function normalizeSearch(raw: string | null | undefined): string {
  return (raw ?? '').trim().replace(/\s+/g, ' ').slice(0, SEARCH_QUERY_MAX).trim();
}

/** Whether `pathname` is the blog's search page, in either language (a trailing slash allowed). */
export function isBlogSearchPath(pathname: string): boolean {
  return withoutLanguage(pathname.replace(/\/+$/, '')) === BLOG_SEARCH_PATH;
}

/**
 * Scheduled publishing (POST /api/blogs/{slug}/schedule). A scheduled post must lie at least
 * SCHEDULE_LEAD_MIN_SECONDS ahead: every API process looks at the scheduled posts about once a
 * second (SCHEDULER_TICK_MS), and each must have seen the post waiting before it falls due to
 * clear its own public cache when it does. At most SCHEDULE_HORIZON_DAYS ahead.
 */
export const SCHEDULE_LEAD_MIN_SECONDS = 5;
export const SCHEDULE_HORIZON_DAYS = 366;
export const SCHEDULER_TICK_MS = 1000;

export const SCHEDULE_TEXTS = {
  /** The API's answer to a schedule, and the dashboard's toast. */
  scheduled: 'The blog has been scheduled!',
  scheduleFailed: 'Failed to schedule the blog, please try again!',
  publishAtRequired: 'Please choose a date and time to publish at.',
  publishAtInvalid: 'publishAt must be an ISO 8601 date and time with a time zone, such as 2026-11-25T09:00:00+07:00 or 2026-11-25T02:00:00Z',
  publishAtPast: `The publish time must be in the future (at least ${SCHEDULE_LEAD_MIN_SECONDS} seconds from now).`,
  publishAtTooFar: `The publish time must be within ${SCHEDULE_HORIZON_DAYS} days from now.`,
  /** The editor's dialog, button and the lock note of a scheduled post. */
  scheduleButton: 'Schedule',
  rescheduleButton: 'Reschedule',
  dialogTitle: 'Schedule the blog',
  dialogConfirm: 'Schedule',
  dialogCancel: 'Cancel',
  pickerLabel: 'Publish at',
  scheduledFor: (time: string) => `Scheduled to be published on ${time}.`,
} as const;
