import dayjs, { type Dayjs } from 'dayjs';
import { formatOnClock } from './siteTime';
import { displayTimeZone } from './siteTimeZone';

/** Below this many seconds a timestamp reads 'just now' rather than a count of seconds. */
const JUST_NOW_SECONDS = 5;

/** '12 March 2025, 14:05' on the dashboard's clock (displayTimeZone). */
export function formatFullDate(value: string | Date | Dayjs, timeZone: string = displayTimeZone()): string {
  const date = dayjs(value);
  return date.isValid() ? formatOnClock(date, timeZone) : '-';
}

/**
 * The lists' date column (spec section 2): relative under a day, '1 days ago' for the whole second
 * day, then the full date with time. dayjs counts the whole units; the words are the spec's, which
 * its relativeTime plugin cannot give ('a few seconds ago', 'a day ago', rounded rather than counted).
 */
export function formatListDate(value: string | Date, now: Date = new Date(), timeZone: string = displayTimeZone()): string {
  const date = dayjs(value);
  if (!date.isValid()) return '-';
  const since = (unit: 'second' | 'minute' | 'hour' | 'day') => dayjs(now).diff(date, unit);
  // a clock slightly ahead of ours must not read "in the future"
  if (since('second') < JUST_NOW_SECONDS) return 'just now';
  if (since('minute') < 1) return `${since('second')} seconds ago`;
  if (since('hour') < 1) return `${since('minute')} minutes ago`;
  if (since('day') < 1) return `${since('hour')} hours ago`;
  if (since('day') < 2) return '1 days ago';
  return formatFullDate(date, timeZone);
}
