const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/**
 * Reads an archive link's label: the sidebar's 'November 2026' (any case) or '2026-11'; the label is
 * English in both languages' URLs, as tags are. Returns the API's month filter (YYYY-MM), or null
 * for anything else, which the page answers with not-found.
 */
export function parseArchiveLabel(label: string): string | null {
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
  return `${year}-${String(monthIndex + 1).padStart(2, '0')}`;
}

/** 'Maret 2026' for '2026-03', from the page language's month names (space-separated, January first). */
export function monthLabel(month: string, names: string): string {
  const [year, mm] = month.split('-');
  return `${names.split(' ')[Number(mm) - 1]} ${year}`;
}

/** An archive's heading form: 'NOVEMBER 2026'. */
export const monthTitle = (month: string, names: string): string => monthLabel(month, names).toUpperCase();

export const archivePath = (label: string): string => `/blog/archieve/${encodeURIComponent(label)}`;
