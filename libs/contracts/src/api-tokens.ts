/**
 * API tokens: how other systems (a CRM, a release pipeline, a partner site) call the API without a
 * person's login. Each token belongs to an integration made by admin-level staff and may do only what
 * its scopes name; tokens never manage users, sessions, two-factor login, integrations or the activity log.
 */
export const API_TOKEN_SCOPES = ['content:read', 'content:write', 'leads:read', 'leads:write'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

export const API_TOKEN_SCOPE_LABELS: Record<ApiTokenScope, string> = {
  'content:read': 'Read every post in any state, categories and revisions',
  'content:write': 'Create, change, schedule, publish, draft and delete posts; upload images; manage categories',
  'leads:read': 'Read and export leads',
  'leads:write': 'Change a lead’s status',
};

/** Every token starts with it, so one pasted in the wrong place is recognised (and secret scanners can find it). */
export const API_TOKEN_PREFIX = 'csec_';

export const API_TOKEN_LIMITS = {
  /** An integration's name signs the posts it writes, as a username does: the same length. */
  nameMax: 24,
  /** Characters of the token kept to tell tokens apart in the list (the prefix and a few more). */
  shownPrefix: 12,
} as const;

export const API_TOKEN_MESSAGES = {
  nameRequired: 'Name the integration (at most 24 characters), such as "CRM sync"',
  scopesRequired: `Choose at least one scope: ${API_TOKEN_SCOPES.join(', ')}`,
  expiresInPast: 'The expiry must be in the future',
  created: 'Token made: copy it now, it is shown only once',
  revoked: 'Token revoked',
  notFound: 'Integration not found',
  scopeMissing: (scope: string) => `This API token lacks the "${scope}" scope`,
  notForTokens: 'API tokens cannot use this route: it is for staff logins only',
} as const;

/** The API tokens part of the dashboard's Integrations screen. */
export const API_TOKEN_TEXTS = {
  title: 'API tokens',
  intro: 'For other systems: each token opens only the routes of its scopes, and signs what it writes with its name.',
  add: 'Make token',
  addTitle: 'Make an API token',
  nameLabel: 'Name',
  scopesLabel: 'Scopes',
  expiresLabel: 'Expires (optional)',
  revoke: 'Revoke',
  revokeConfirm: (name: string) => `Revoke the token of "${name}"? It stops working within a second, everywhere.`,
  revoked: 'revoked',
  expired: 'expired',
  never: 'never',
  tokenTitle: 'API token',
  tokenNote: 'Copy it now: it is shown only this once. Send it as Authorization: Bearer <token>.',
  empty: 'No API tokens yet.',
  loadFailed: 'Failed to get the API tokens',
  saveFailed: 'Making the token failed!',
  revokeFailed: 'Revoking the token failed!',
  columns: { name: 'NAME', scopes: 'SCOPES', prefix: 'TOKEN', created: 'MADE', lastUsed: 'LAST USED', expires: 'EXPIRES' },
} as const;
