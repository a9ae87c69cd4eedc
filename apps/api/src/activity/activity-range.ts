import { startOfSiteDay } from '../common/text/site-time';

const DAY_MS = 24 * 60 * 60_000;

/** A date (2026-01-31), or a date and time with its offset (2026-01-31T08:00Z, 2026-01-31T08:00:00.123+07:00). */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2}))?$/;

/**
 * The instant a `from` or `to` filter names, or undefined when it names none. A date alone means
 * its whole day on the site's clock (SITE_TIMEZONE, as the dashboard shows every time): its first
 * millisecond for `from`, its last for `to`, so from=to=one day lists that day. A time must carry
 * its offset, so the answer never depends on the server's zone.
 */
export function instantOf(value: string, bound: 'from' | 'to', timeZone = 'UTC'): Date | undefined {
  const match = ISO_DATE.exec(value);
  if (!match) return undefined;
  const [, year, month, day, time] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  // Date.UTC rolls 2026-02-30 over into March: such a day does not exist.
  if (date.getUTCFullYear() !== Number(year) || date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) return undefined;
  if (time === undefined) {
    return new Date(bound === 'to' ? startOfSiteDay(date.getTime() + DAY_MS, timeZone) - 1 : startOfSiteDay(date.getTime(), timeZone));
  }
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? undefined : instant;
}
