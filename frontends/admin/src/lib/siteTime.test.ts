import { SCHEDULE_TEXTS } from '@csec/contracts';
import dayjs from 'dayjs';
import { formatSiteTime, fromSiteWallClock, isUnschedulableDay, scheduleProblem, toSiteWallClock } from './siteTime';

const texts = { past: SCHEDULE_TEXTS.publishAtPast, tooFar: SCHEDULE_TEXTS.publishAtTooFar };

describe('site time', () => {
  it("shows an instant on the site's clock, whatever the browser's zone", () => {
    const value = toSiteWallClock('2026-11-25T02:00:00Z', 'Asia/Jakarta');
    expect(value.format('YYYY-MM-DD HH:mm')).toBe('2026-11-25 09:00');
    expect(toSiteWallClock('2026-11-25T02:00:00Z', 'America/New_York').format('YYYY-MM-DD HH:mm')).toBe('2026-11-24 21:00');
  });

  it("reads a picked wall-clock time in the site's zone, with its offset", () => {
    const picked = dayjs('2026-11-25T09:00:00');
    expect(fromSiteWallClock(picked, 'Asia/Jakarta')).toBe('2026-11-25T09:00:00+07:00');
    expect(new Date(fromSiteWallClock(picked, 'Asia/Jakarta')).toISOString()).toBe('2026-11-25T02:00:00.000Z');
    // the picker's value round-trips
    expect(fromSiteWallClock(toSiteWallClock('2026-07-01T12:30:00Z', 'Europe/Berlin'), 'Europe/Berlin')).toBe('2026-07-01T14:30:00+02:00');
  });

  it('formats a time with the zone it is read in', () => {
    expect(formatSiteTime('2026-11-25T02:00:00Z', 'Asia/Jakarta')).toBe('25 November 2026, 09:00 (Asia/Jakarta)');
  });

  it('refuses a time too soon or beyond the horizon, with the API texts', () => {
    const now = new Date('2026-11-25T02:00:00Z');
    expect(scheduleProblem('2026-11-25T01:00:00Z', now, texts)).toBe(SCHEDULE_TEXTS.publishAtPast);
    expect(scheduleProblem('2026-11-25T02:00:02Z', now, texts)).toBe(SCHEDULE_TEXTS.publishAtPast);
    expect(scheduleProblem('2026-11-25T02:01:00Z', now, texts)).toBeNull();
    expect(scheduleProblem('2028-01-01T00:00:00Z', now, texts)).toBe(SCHEDULE_TEXTS.publishAtTooFar);
  });

  it("greys out the days before the site's today", () => {
    // 23:30 UTC on the 24th is already the 25th in Jakarta
    const now = new Date('2026-11-24T23:30:00Z');
    expect(isUnschedulableDay(dayjs('2026-11-24'), 'Asia/Jakarta', now)).toBe(true);
    expect(isUnschedulableDay(dayjs('2026-11-25'), 'Asia/Jakarta', now)).toBe(false);
    expect(isUnschedulableDay(dayjs('2028-11-25'), 'Asia/Jakarta', now)).toBe(true);
  });
});
