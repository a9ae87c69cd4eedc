const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Below this a timestamp reads 'just now' rather than a count of seconds. */
const JUST_NOW = 5 * SECOND;

const pad = (n: number) => String(n).padStart(2, '0');

/** '12 March 2025, 14:05' in the viewer's time zone. */
export function formatFullDate(value: string | Date): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '-';
  return `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}, ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * The lists' date column (spec section 2): relative under a day, '1 days ago' for the
 * whole second day, then the full date with time.
 */
export function formatListDate(value: string | Date, now: Date = new Date()): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '-';
  const age = now.getTime() - date.getTime();
  // a clock slightly ahead of ours must not read "in the future"
  if (age < JUST_NOW) return 'just now';
  if (age < MINUTE) return `${Math.floor(age / SECOND)} seconds ago`;
  if (age < HOUR) return `${Math.floor(age / MINUTE)} minutes ago`;
  if (age < DAY) return `${Math.floor(age / HOUR)} hours ago`;
  if (age < 2 * DAY) return '1 days ago';
  return formatFullDate(date);
}
