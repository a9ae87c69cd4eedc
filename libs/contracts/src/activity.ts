/**
 * The activity log: one row per staff action, read by admin-level staff (GET /api/activity and
 * the dashboard's Activity screen). The action names are the API's filter values and the
 * screen's choices alike; a new kind of action is one entry here and one listener line.
 */
export const ACTIVITY_ACTIONS = [
  'auth.login',
  'auth.login_failed',
  'auth.logout',
  'auth.totp_locked',
  'session.end',
  'user.create',
  'user.update',
  'user.role_change',
  'user.password_change',
  'user.two_factor_change',
  'user.delete',
  'post.create',
  'post.update',
  'post.publish',
  'post.schedule',
  'post.draft',
  'post.delete',
  'post.restore',
  'post.preview',
  'post.preview_revoke',
  'post.translation_link',
  'post.translation_unlink',
  'category.add',
  'category.update',
  'category.delete',
  'file.upload',
  'integration.create',
  'integration.revoke',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/** How each action reads in the Activity screen. */
export const ACTIVITY_ACTION_LABELS: Record<ActivityAction, string> = {
  'auth.login': 'Logged in',
  'auth.login_failed': 'Login failed',
  'auth.logout': 'Logged out',
  'auth.totp_locked': 'Two-factor login locked',
  'session.end': 'Sessions ended',
  'user.create': 'User created',
  'user.update': 'User updated',
  'user.role_change': 'Role changed',
  'user.password_change': 'Password changed',
  'user.two_factor_change': 'Two-factor login turned on or off',
  'user.delete': 'User deleted',
  'post.create': 'Post created',
  'post.update': 'Post updated',
  'post.publish': 'Post published',
  'post.schedule': 'Post scheduled',
  'post.draft': 'Post moved to draft',
  'post.delete': 'Post deleted',
  'post.restore': 'Post restored',
  'post.preview': 'Preview link made',
  'post.preview_revoke': 'Preview links revoked',
  'post.translation_link': 'Translation linked',
  'post.translation_unlink': 'Translation unlinked',
  'category.add': 'Category added',
  'category.update': 'Category changed',
  'category.delete': 'Category deleted',
  'file.upload': 'File uploaded',
  'integration.create': 'API token made',
  'integration.revoke': 'API token revoked',
};

/** What an action was done to. A failed login names the account by the e-mail typed, never by id. */
export const ACTIVITY_TARGET_TYPES = ['user', 'post', 'category', 'file', 'integration'] as const;
export type ActivityTargetType = (typeof ACTIVITY_TARGET_TYPES)[number];

export const ACTIVITY_TARGET_LABELS: Record<ActivityTargetType, string> = {
  user: 'User',
  post: 'Post',
  category: 'Category',
  file: 'File',
  integration: 'Integration',
};

/** Rows older than this many days are removed by the retention job unless ACTIVITY_KEEP_DAYS says otherwise. */
export const ACTIVITY_KEEP_DAYS_DEFAULT = 365;

/** Column widths; longer labels and summaries are cut to fit, ending in an ellipsis. */
export const ACTIVITY_LIMITS = {
  actionMax: 32,
  targetTypeMax: 16,
  targetIdMax: 64,
  actorNameMax: 64,
  labelMax: 255,
  summaryMax: 255,
} as const;

/** The API's answers to bad filters, and the Activity screen's texts. */
export const ACTIVITY_MESSAGES = {
  actorInvalid: 'actor must be the id of a user',
  actionInvalid: 'action must be one of the listed activity actions',
  fromInvalid: 'from must be an ISO 8601 date, such as 2026-01-31 or 2026-01-31T08:00:00Z',
  toInvalid: 'to must be an ISO 8601 date, such as 2026-01-31 or 2026-01-31T17:00:00Z',
  toBeforeFrom: 'to must not be before from',
  listFailed: 'Failed to get the activity log',
  listError: 'An error occurred during fetch the activity log. Please try again later.',
} as const;

/** The Activity screen's title, filters and columns. */
export const ACTIVITY_TEXTS = {
  title: 'Activity',
  actorFilter: 'Actor',
  actionFilter: 'Action',
  dateFilter: 'Date',
  datePlaceholder: ['From', 'To'] as const,
  columns: { time: 'TIME', actor: 'ACTOR', action: 'ACTION', target: 'TARGET', ip: 'IP', summary: 'SUMMARY' },
} as const;
