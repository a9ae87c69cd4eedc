/**
 * Stable machine codes carried by every failure body beside the spec's message
 * (`{ status: 'Failed', error: true, code, message, errors? }`). Clients switch on the
 * code (and may translate it); the message stays the spec's text. Listed once here.
 */
export const ERROR_CODES = [
  'auth.invalid_credentials',
  'auth.unauthorized',
  'auth.forbidden',
  'auth.too_many_attempts',
  'auth.totp_required',
  'auth.totp_invalid',
  'auth.totp_used',
  'auth.totp_clock',
  'auth.totp_locked',
  'auth.totp_enrolment_required',
  'auth.scope_missing',
  'auth.totp_not_pending',
  'auth.totp_already_enabled',
  'auth.totp_not_enabled',
  'auth.password_incorrect',
  'session.not_found',
  'user.email_taken',
  'user.username_taken',
  'user.username_too_similar',
  'user.not_found',
  'user.nothing_to_update',
  'user.cannot_delete_self',
  'user.cannot_change_own_role',
  'user.cannot_create_superadmin',
  'user.superadmin_protected',
  'user.role_change_forbidden',
  'blog.not_found',
  'blog.locked',
  'blog.save_conflict',
  'blog.stale',
  'blog.translation_language',
  'blog.translation_taken',
  'blog.translation_self',
  'blog.not_linked',
  'revision.not_found',
  'preview.not_found',
  'category.name_taken',
  'category.in_use',
  'category.not_found',
  'lead.not_found',
  'lead.too_many',
  'webhook.not_found',
  'integration.not_found',
  'webhook.url_forbidden',
  'webhook.delivery_not_found',
  'validation.failed',
  'request.body_too_large',
  'request.compressed_body',
  'request.json_too_deep',
  'request.malformed_body',
  'request.read_only',
  'request.conflict',
  'request.too_many',
  'upload.file_required',
  'upload.too_large',
  'upload.unsupported_format',
  'upload.unreadable',
  'upload.malformed',
  'content.too_large',
  'content.too_deep',
  'content.too_slow',
  'service.unavailable',
  'service.busy',
  'not_found',
  'internal',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * What a failure's English message was written with, sent beside it (`params`) for a client that
 * shows the code in another language: `seconds` to wait (every 429), `count` of posts (`category.in_use`),
 * `savedBy` (null when unknown) and `savedAt` (a time already written for people, `blog.stale`).
 */
export type ErrorParams = Readonly<Record<string, string | number | null>>;

/** The code a failure gets when whoever threw it named none: one per HTTP status. */
export function errorCodeForStatus(status: number): ErrorCode {
  switch (status) {
    case 400:
      return 'validation.failed';
    case 401:
      return 'auth.unauthorized';
    case 403:
      return 'auth.forbidden';
    case 404:
      return 'not_found';
    case 405:
      return 'request.read_only';
    case 409:
      return 'request.conflict';
    case 413:
      return 'request.body_too_large';
    case 415:
      return 'request.compressed_body';
    case 429:
      return 'auth.too_many_attempts';
    case 503:
      return 'service.unavailable';
    default:
      return status >= 400 && status < 500 ? 'validation.failed' : 'internal';
  }
}
