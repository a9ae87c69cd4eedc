import { formatFullDate, formatListDate } from './formatDate';

const now = new Date(2025, 2, 12, 14, 5, 30);
const ago = (ms: number) => new Date(now.getTime() - ms);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('formatListDate', () => {
  it("says 'just now' for the last few seconds and for a clock slightly ahead", () => {
    expect(formatListDate(ago(0), now)).toBe('just now');
    expect(formatListDate(ago(4 * SECOND), now)).toBe('just now');
    expect(formatListDate(ago(-3 * SECOND), now)).toBe('just now');
  });

  it('counts seconds, minutes and hours under a day', () => {
    expect(formatListDate(ago(42 * SECOND), now)).toBe('42 seconds ago');
    expect(formatListDate(ago(MINUTE), now)).toBe('1 minutes ago');
    expect(formatListDate(ago(59 * MINUTE + 59 * SECOND), now)).toBe('59 minutes ago');
    expect(formatListDate(ago(3 * HOUR + 10 * MINUTE), now)).toBe('3 hours ago');
    expect(formatListDate(ago(DAY - SECOND), now)).toBe('23 hours ago');
  });

  it("says '1 days ago' for the whole second day", () => {
    expect(formatListDate(ago(DAY), now)).toBe('1 days ago');
    expect(formatListDate(ago(2 * DAY - SECOND), now)).toBe('1 days ago');
  });

  it('shows the full date and time from two days on', () => {
    expect(formatListDate(new Date(2025, 2, 10, 9, 7), now)).toBe('10 March 2025, 09:07');
    expect(formatListDate(new Date(2024, 11, 31, 23, 59).toISOString(), now)).toBe('31 December 2024, 23:59');
  });

  it("shows '-' for something that is not a date", () => {
    expect(formatListDate('yesterday', now)).toBe('-');
  });
});

describe('formatFullDate', () => {
  it('writes day, month name, year and 24-hour time', () => {
    expect(formatFullDate(new Date(2026, 0, 5, 7, 3))).toBe('5 January 2026, 07:03');
  });

  it("reads every time on the site's clock, whatever the viewer's is", () => {
    expect(formatFullDate('2026-11-26T15:04:00.000Z', 'Asia/Jakarta')).toBe('26 November 2026, 22:04');
    expect(formatListDate('2026-11-20T15:04:00.000Z', new Date('2026-11-26T15:04:00.000Z'), 'Asia/Jakarta')).toBe('20 November 2026, 22:04');
    Object.assign(window, { __SITE_CONFIG__: { timeZone: 'Asia/Jakarta' } });
    try {
      expect(formatFullDate('2026-11-26T17:30:00.000Z')).toBe('27 November 2026, 00:30');
    } finally {
      delete (window as Window & { __SITE_CONFIG__?: unknown }).__SITE_CONFIG__;
    }
  });
});
