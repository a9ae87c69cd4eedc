import dayjs, { type Dayjs } from 'dayjs';

/** Below this many seconds a timestamp reads 'just now' rather than a count of seconds. */
const JUST_NOW_SECONDS = 5;

/** '12 March 2025, 14:05' in the viewer's time zone. */
export function formatFullDate(value: string | Date | Dayjs): string {
  const date = dayjs(value);
  return date.isValid() ? date.format('D MMMM YYYY, HH:mm') : '-';
}

/**
 * The lists' date column (spec section 2): relative under a day, '1 days ago' for the whole second
 * day, then the full date with time. dayjs counts the whole units; the words are the spec's, which
 * its relativeTime plugin cannot give ('a few seconds ago', 'a day ago', rounded rather than counted).
 */
export function formatListDate(value: string | Date, now: Date = new Date()): string {
  const date = dayjs(value);
  if (!date.isValid()) return '-';
  const since = (unit: 'second' | 'minute' | 'hour' | 'day') => dayjs(now).diff(date, unit);
  // a clock slightly ahead of ours must not read "in the future"
  if (since('second') < JUST_NOW_SECONDS) return 'just now';
  if (since('minute') < 1) return `${since('second')} seconds ago`;
  if (since('hour') < 1) return `${since('minute')} minutes ago`;
  if (since('day') < 1) return `${since('hour')} hours ago`;
  if (since('day') < 2) return '1 days ago';
  return formatFullDate(date);
}

/**
 * '27 November 2026 at 19:44 GMT+7': a moment in `timeZone` (the site's), or in the viewer's own
 * without one, naming the zone so the reader knows which clock it is on.
 */
export function formatMoment(value: string, timeZone?: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '-';
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
    timeZoneName: 'short',
  }).format(date);
}
