import { siteTime } from './site-time';

describe('siteTime', () => {
  it('writes the moment in the given time zone, naming it', () => {
    const moment = new Date('2026-11-24T07:05:00Z');
    expect(siteTime(moment, 'Asia/Jakarta')).toBe('24 Nov 2026, 14:05 (Asia/Jakarta)');
    expect(siteTime(moment, 'UTC')).toBe('24 Nov 2026, 07:05 (UTC)');
  });

  it('counts hours from 00 to 23', () => {
    expect(siteTime(new Date('2026-11-24T17:30:00Z'), 'Asia/Jakarta')).toBe('25 Nov 2026, 00:30 (Asia/Jakarta)');
  });
});
