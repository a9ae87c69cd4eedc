const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * '21 November 2026' (in `locale`: en-GB or id-ID) in the site's time zone (SITE_TIMEZONE): the server renders the date and the
 * browser hydrates it, so both must read the same day whatever zone the visitor is in. Without a
 * zone (a standalone dev server with no site config yet) the viewer's own is used.
 * An unreadable date is shown as given rather than as 'Invalid Date'.
 */
export function formatPublishDate(iso: string, locale: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const key = `${locale} ${timeZone ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone });
    formatters.set(key, formatter);
  }
  return formatter.format(date);
}
