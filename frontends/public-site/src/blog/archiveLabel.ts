const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

export interface ArchiveMonth {
  /** the API's month filter, YYYY-MM */
  month: string;
  /** the heading's form, e.g. 'NOVEMBER 2026' */
  title: string;
}

/**
 * Reads an archive link's label: the sidebar's 'November 2026' (any case) or '2026-11'.
 * Returns null for anything else, which the page answers with not-found.
 */
export function parseArchiveLabel(label: string): ArchiveMonth | null {
  const text = label.trim();
  let year: number;
  let monthIndex: number;

  const iso = /^(\d{4})-(\d{1,2})$/.exec(text);
  const named = /^([a-z]+)\s+(\d{4})$/i.exec(text);
  if (iso) {
    year = Number(iso[1]);
    monthIndex = Number(iso[2]) - 1;
  } else if (named) {
    year = Number(named[2]);
    monthIndex = MONTHS.indexOf(named[1].toLowerCase());
  } else {
    return null;
  }
  if (monthIndex < 0 || monthIndex > 11) return null;

  return {
    month: `${year}-${String(monthIndex + 1).padStart(2, '0')}`,
    title: `${MONTHS[monthIndex].toUpperCase()} ${year}`,
  };
}

export const archivePath = (label: string): string => `/blog/archieve/${encodeURIComponent(label)}`;
