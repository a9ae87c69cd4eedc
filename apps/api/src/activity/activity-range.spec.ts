import { instantOf } from './activity-range';

describe('instantOf', () => {
  it('reads a date alone as its whole day in UTC: the first millisecond for from, the last for to', () => {
    expect(instantOf('2026-01-31', 'from')?.toISOString()).toBe('2026-01-31T00:00:00.000Z');
    expect(instantOf('2026-01-31', 'to')?.toISOString()).toBe('2026-01-31T23:59:59.999Z');
    expect(instantOf('2028-02-29', 'from')?.toISOString()).toBe('2028-02-29T00:00:00.000Z');
  });

  it("reads a date alone as its whole day on the site's clock when given one", () => {
    expect(instantOf('2026-11-26', 'from', 'Asia/Jakarta')?.toISOString()).toBe('2026-11-25T17:00:00.000Z');
    expect(instantOf('2026-11-26', 'to', 'Asia/Jakarta')?.toISOString()).toBe('2026-11-26T16:59:59.999Z');
    // A day 23 hours long: New York moves its clocks forward on 2026-03-08.
    expect(instantOf('2026-03-08', 'from', 'America/New_York')?.toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(instantOf('2026-03-08', 'to', 'America/New_York')?.toISOString()).toBe('2026-03-09T03:59:59.999Z');
  });

  it('reads a date and time with its offset as that instant, for either bound', () => {
    expect(instantOf('2026-01-31T08:00Z', 'to')?.toISOString()).toBe('2026-01-31T08:00:00.000Z');
    expect(instantOf('2026-01-31T08:00:00+07:00', 'from')?.toISOString()).toBe('2026-01-31T01:00:00.000Z');
    expect(instantOf('2026-01-31T08:00:00.123-02:30', 'to')?.toISOString()).toBe('2026-01-31T10:30:00.123Z');
  });

  it.each([
    '',
    'yesterday',
    '2026-1-31',
    '2026-02-30',
    '2027-02-29',
    '2026-13-01',
    '2026-01-31T08:00:00',
    '2026-01-31T25:00Z',
    '2026-W05',
    '2026-01-31 08:00Z',
    '1706688000',
  ])('reads no instant in %j', (value) => {
    expect(instantOf(value, 'from')).toBeUndefined();
    expect(instantOf(value, 'to')).toBeUndefined();
  });
});
