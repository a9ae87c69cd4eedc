/** The shell's own texts: its fallback when a remote cannot be loaded (shown by the shell, checked by the browser tests). */
export const SHELL_TEXTS = {
  remoteFailed: 'This part of the site could not be loaded.',
  remoteFailedHint: 'Check your connection and try again. If the problem continues, please come back in a few minutes.',
  retry: 'Retry',
} as const;
