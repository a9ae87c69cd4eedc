import dayjs, { type Dayjs } from 'dayjs';
import { i18n } from '../i18n/i18n';
import { formatOnClock } from './siteTime';
import { displayTimeZone } from './siteTimeZone';

/** Below this many seconds a timestamp reads 'just now' rather than a count of seconds. */
const JUST_NOW_SECONDS = 5;

/** '12 March 2025, 14:05' ('12 Maret 2025, 14:05' in Indonesian) on the dashboard's clock (displayTimeZone). */
export function formatFullDate(value: string | Date | Dayjs, timeZone: string = displayTimeZone()): string {
  const date = dayjs(value);
  return date.isValid() ? formatOnClock(date, timeZone) : '-';
}

/**
 * The lists' date column (spec section 2): relative under a day, '1 days ago' for the whole second
 * day, then the full date with time. dayjs counts the whole units; the words are the spec's (and their
 * Indonesian), which its relativeTime plugin cannot give ('a few seconds ago', 'a day ago', rounded rather than counted).
 */
export function formatListDate(value: string | Date, now: Date = new Date(), timeZone: string = displayTimeZone()): string {
  const date = dayjs(value);
  if (!date.isValid()) return '-';
  const since = (unit: 'second' | 'minute' | 'hour' | 'day') => dayjs(now).diff(date, unit);
  // a clock slightly ahead of ours must not read "in the future"
  if (since('second') < JUST_NOW_SECONDS) return i18n.t('dates.justNow');
  if (since('minute') < 1) return i18n.t('dates.secondsAgo', { count: since('second') });
  if (since('hour') < 1) return i18n.t('dates.minutesAgo', { count: since('minute') });
  if (since('day') < 1) return i18n.t('dates.hoursAgo', { count: since('hour') });
  if (since('day') < 2) return i18n.t('dates.oneDayAgo');
  return formatFullDate(date, timeZone);
}
