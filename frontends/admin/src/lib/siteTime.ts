import { SCHEDULE_HORIZON_DAYS, SCHEDULE_LEAD_MIN_SECONDS } from '@csec/contracts';
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Times of the editorial workflow are chosen and shown in the site's time zone (SITE_TIMEZONE),
 * whatever the browser's own zone is. Ant Design's pickers work in the browser's zone, so a picker
 * value stands for a wall-clock time: its year, month, day, hour and minute are the site's.
 */
const WALL_CLOCK = 'YYYY-MM-DDTHH:mm:ss';

/** The picker value showing `instant` as the site's clock reads it. */
export function toSiteWallClock(instant: string | Date, timeZone: string): Dayjs {
  return dayjs(dayjs(instant).tz(timeZone).format(WALL_CLOCK));
}

/** The instant a picker value means in the site's zone, as ISO 8601 with the zone's offset ('2026-11-25T09:00:00+07:00'). */
export function fromSiteWallClock(value: Dayjs, timeZone: string): string {
  return dayjs.tz(value.format(WALL_CLOCK), timeZone).format();
}

/** '25 November 2026, 09:00' as the clock of `timeZone` reads `instant`. */
export function formatOnClock(instant: string | Date | Dayjs, timeZone: string): string {
  return dayjs(instant).tz(timeZone).format('D MMMM YYYY, HH:mm');
}

/** '25 November 2026, 09:00 (Asia/Jakarta)' */
export function formatSiteTime(instant: string | Date, timeZone: string): string {
  return `${formatOnClock(instant, timeZone)} (${timeZone})`;
}

/** Why a publish time cannot be chosen (the API's texts), or null when it can. */
export function scheduleProblem(publishAt: string, now: Date, texts: { past: string; tooFar: string }): string | null {
  const at = dayjs(publishAt);
  if (at.isBefore(dayjs(now).add(SCHEDULE_LEAD_MIN_SECONDS, 'second'))) return texts.past;
  if (at.isAfter(dayjs(now).add(SCHEDULE_HORIZON_DAYS, 'day'))) return texts.tooFar;
  return null;
}

/** Days the picker greys out: before today, or past the horizon, as the site's calendar has them. */
export function isUnschedulableDay(day: Dayjs, timeZone: string, now: Date): boolean {
  const today = toSiteWallClock(now, timeZone).startOf('day');
  return day.isBefore(today, 'day') || day.isAfter(today.add(SCHEDULE_HORIZON_DAYS, 'day'), 'day');
}
