/** A moment as people at the site read it: '24 Nov 2026, 14:05 (Asia/Jakarta)'. */
export function siteTime(date: Date, timeZone: string): string {
  const local = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
  return `${local} (${timeZone})`;
}

/** How far `timeZone`'s clock is ahead of UTC at `instant`, in milliseconds (+7 h for Asia/Jakarta). */
function offsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wallClock = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wallClock - Math.floor(instant / 1000) * 1000;
}

/** The instant a day (given as its UTC midnight) starts on the site's clock: 2026-11-26 in Asia/Jakarta is 2026-11-25T17:00Z. */
export function startOfSiteDay(utcMidnight: number, timeZone: string): number {
  const guess = utcMidnight - offsetMs(utcMidnight, timeZone);
  // Once more at the guess: the offset may differ there (a zone that changes its clock that night).
  return utcMidnight - offsetMs(guess, timeZone);
}
