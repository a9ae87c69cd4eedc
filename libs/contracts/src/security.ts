/** Texts of sessions and two-factor login, shared by the API and the dashboard. */
export const SECURITY_MESSAGES = {
  loggedOut: 'You have been logged out.',
  sessionEnded: 'The session has been ended.',
  sessionsEnded: (count: number) => `${count} session${count === 1 ? '' : 's'} ended.`,
  sessionNotFound: 'Session not found',
  totpRequired: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
  totpInvalid: 'The code is not valid. Enter the current 6-digit code from your authenticator app, or an unused recovery code.',
  totpEnrolmentRequired: 'Your role requires two-factor login. Turn it on in your profile before you continue.',
  totpSetupFirst: 'Start the two-factor set-up first, then enter a code from your authenticator app.',
  totpAlreadyEnabled: 'Two-factor login is already on for this account.',
  totpNotEnabled: 'Two-factor login is not on for this account.',
  totpEnabled: 'Two-factor login is on. Keep your recovery codes somewhere safe: each works once.',
  totpDisabled: 'Two-factor login is off.',
  passwordIncorrect: 'The password is incorrect',
  codeRequired: 'Please enter a code',
} as const;

/** Two-factor login: a TOTP code is 6 digits; a recovery code is 10 characters, shown in two groups of 5 (`ab12c-3de45`). */
export const TWO_FACTOR = {
  issuer: 'CSEC',
  codeDigits: 6,
  recoveryCodeCount: 10,
  /** Longest code accepted: a recovery code typed with its dash and spaces around it. */
  codeMax: 32,
} as const;
