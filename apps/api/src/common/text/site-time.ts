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
