/**
 * The editorial workflow's limits and texts: scheduled publishing, revisions, shareable previews,
 * search and versioned saves. Shared by the API (config defaults, messages) and the dashboard.
 */

/** Revisions kept per post (REVISIONS_KEEP); the oldest go first. */
export const REVISIONS_KEEP_DEFAULT = 50;
/** Hours a shareable preview link works (PREVIEW_HOURS). */
export const PREVIEW_HOURS_DEFAULT = 72;

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
