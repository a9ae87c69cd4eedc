/** Texts of sessions and two-factor login, shared by the API and the dashboard. */
export const SECURITY_MESSAGES = {
  loggedOut: 'You have been logged out.',
  sessionEnded: 'The session has been ended.',
  sessionsEnded: (count: number) => `${count} session${count === 1 ? '' : 's'} ended.`,
  sessionNotFound: 'Session not found',
  totpRequired: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
  totpInvalid: 'The code is not valid. Enter the current 6-digit code from your authenticator app, or an unused recovery code.',
  totpUsed: 'This code was already used. Wait for the next code in your authenticator app (a new one every 30 seconds), then enter it.',
  totpClock:
    "This code is not for the current time: your device's clock may be off. Set its date and time to update automatically, then enter the code the app shows.",
  totpLocked: (seconds: number) => `Too many wrong codes: two-factor login is locked for this account. Please try again in ${waitText(seconds)}.`,
  totpEnrolmentRequired: 'Your role requires two-factor login. Turn it on in your profile before you continue.',
  totpSetupFirst: 'Start the two-factor set-up first, then enter a code from your authenticator app.',
  totpAlreadyEnabled: 'Two-factor login is already on for this account.',
  totpNotEnabled: 'Two-factor login is not on for this account.',
  totpEnabled: 'Two-factor login is on. Keep your recovery codes somewhere safe: each works once.',
  totpDisabled: 'Two-factor login is off.',
  passwordIncorrect: 'The password is incorrect',
  codeRequired: 'Please enter a code',
} as const;

export type WaitUnit = 'minute' | 'hour' | 'day';

/** A wait in the unit people would say it in, rounded up: minutes below 2 hours, hours below 2 days, then days. */
export function waitAmount(seconds: number): { count: number; unit: WaitUnit } {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes < 120) return { count: minutes, unit: 'minute' };
  const hours = Math.ceil(minutes / 60);
  return hours < 48 ? { count: hours, unit: 'hour' } : { count: Math.ceil(hours / 24), unit: 'day' };
}

/** A wait as people say it, rounded up: '1 minute', '15 minutes', '2 hours', '3 days'. */
export function waitText(seconds: number): string {
  const { count, unit } = waitAmount(seconds);
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/** Two-factor login: a TOTP code is 6 digits; a recovery code is 10 characters, shown in two groups of 5 (`ab12c-3de45`). */
export const TWO_FACTOR = {
  issuer: 'CSEC',
  codeDigits: 6,
  recoveryCodeCount: 10,
  /** Longest code accepted: a recovery code typed with its dash and spaces around it. */
  codeMax: 32,
} as const;

/** The dashboard's own texts for sessions and two-factor login: labels, buttons, questions and failures. */
export const SECURITY_UI = {
  codeLabel: 'Authentication code',
  twoFactorTitle: 'Two-factor login',
  on: 'On',
  off: 'Off',
  offHint: 'Each login asks for your password only. Turn two-factor login on to ask for a code from an authenticator app as well.',
  onHint: (codesLeft: number) => `Each login asks for a code from your authenticator app. Recovery codes left: ${codesLeft}.`,
  turnOn: 'Turn on',
  turnOff: 'Turn off',
  cancel: 'Cancel',
  scanStep: 'Scan this QR code with an authenticator app, such as Google Authenticator, Microsoft Authenticator or 1Password.',
  qrAlt: 'QR code for your authenticator app',
  setupKeyLabel: "Can't scan it? Enter this key in the app instead:",
  openInApp: 'Or open it in an authenticator app on this device',
  confirmStep: 'Then enter the 6-digit code the app shows.',
  confirm: 'Confirm',
  recoveryTitle: 'Your recovery codes',
  recoveryHint: 'Each code logs you in once when you have no access to your authenticator app. They are shown only this once.',
  copyCodes: 'Copy codes',
  codesCopied: 'Recovery codes copied',
  copyFailed: 'Copying failed: select the codes and copy them by hand.',
  savedCodes: 'I have saved them',
  turnOffHint: 'Enter your password and a current code (or a recovery code) to turn two-factor login off.',
  twoFactorStatusFailed: 'Failed to get the two-factor login status',
  twoFactorError: 'An error occurred during two-factor set-up. Please try again later.',
  sessionsTitle: 'Sessions',
  sessionsHint: 'Where your account is logged in now. End any session you do not recognise.',
  thisDevice: 'This device',
  end: 'End',
  endSession: 'End session',
  confirmEndSession: (browser: string) => `End the session of ${browser}?`,
  confirmEndCurrent: 'End the session on this device? You will be logged out.',
  unknownBrowser: 'Unknown browser',
  sessionsFailed: 'Failed to get sessions',
  sessionEndFailed: 'Failed to end the session',
  sessionEndError: 'An error occurred during ending the session. Please try again later.',
} as const;
