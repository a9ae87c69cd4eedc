import { archivePath, monthLabel, monthTitle, parseArchiveLabel } from '../src/blog/archiveLabel';
import { EN_TEXTS } from '../src/i18n/texts.en';
import { ID_TEXTS } from '../src/i18n/texts.id';

describe('parseArchiveLabel', () => {
  it("reads the sidebar's 'Month YYYY' label into the API month", () => {
    expect(parseArchiveLabel('November 2026')).toBe('2026-11');
    expect(parseArchiveLabel('january 2025')).toBe('2025-01');
    expect(parseArchiveLabel('  MAY   2024 ')).toBe('2024-05');
  });

  it('accepts the API form YYYY-MM too', () => {
    expect(parseArchiveLabel('2026-11')).toBe('2026-11');
    expect(parseArchiveLabel('2026-3')).toBe('2026-03');
  });

  it.each(['', 'Novembre 2026', '2026-13', '2026-00', 'November', '2026', 'November 26', 'x 2026-11'])('refuses %p', (label) => {
    expect(parseArchiveLabel(label)).toBeNull();
  });

  it('builds links that survive the space in the label', () => {
    expect(archivePath('November 2026')).toBe('/blog/archieve/November%202026');
    expect(parseArchiveLabel(decodeURIComponent('November%202026'))).toBe('2026-11');
  });

  it("names the month in the page's language: the label in the sidebar, upper case in the heading", () => {
    expect(monthTitle('2026-11', EN_TEXTS.blog.months)).toBe('NOVEMBER 2026');
    expect(monthTitle('2026-03', EN_TEXTS.blog.months)).toBe('MARCH 2026');
    expect(monthLabel('2026-03', ID_TEXTS.blog.months)).toBe('Maret 2026');
    expect(monthTitle('2026-08', ID_TEXTS.blog.months)).toBe('AGUSTUS 2026');
  });
});
