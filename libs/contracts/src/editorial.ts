/**
 * The editorial workflow's limits and texts: scheduled publishing, revisions, shareable previews,
 * search and versioned saves. Shared by the API (config defaults, messages) and the dashboard.
 */

/** Revisions kept per post (REVISIONS_KEEP); the oldest go first. */
export const REVISIONS_KEEP_DEFAULT = 50;
/** Hours a shareable preview link works (PREVIEW_HOURS). */
export const PREVIEW_HOURS_DEFAULT = 72;

/** Where a shareable preview of a post is read: `/blog/preview/{token}`, kept out of search engines. */
export const PREVIEW_PATH_PREFIX = '/blog/preview/';

export function previewPagePath(token: string): string {
  return `${PREVIEW_PATH_PREFIX}${token}`;
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
 * The token of a preview page's path (`/blog/preview/{token}`), as written: a token is base64url
 * and never needs decoding, so anything else in its place is simply an unknown token. Undefined
 * for any other path.
 */
export function previewTokenOf(pathname: string): string | undefined {
  return PREVIEW_PAGE.exec(pathname)?.[1];
}

const PREVIEW_TOKEN_IN_PATH = /^(\/blog\/preview\/|\/api\/blogs\/preview\/)[^/]+/;

/** The path with a preview link's token replaced, for logs: the token opens the post to whoever reads it. */
export function withoutPreviewToken(path: string): string {
  return path.replace(PREVIEW_TOKEN_IN_PATH, '$1[token]');
}
