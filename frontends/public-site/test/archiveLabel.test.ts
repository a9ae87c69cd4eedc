import { archivePath, parseArchiveLabel } from '../src/blog/archiveLabel';

describe('parseArchiveLabel', () => {
  it("reads the sidebar's 'Month YYYY' label into the API month and the heading", () => {
    expect(parseArchiveLabel('November 2026')).toEqual({ month: '2026-11', title: 'NOVEMBER 2026' });
    expect(parseArchiveLabel('january 2025')).toEqual({ month: '2025-01', title: 'JANUARY 2025' });
    expect(parseArchiveLabel('  MAY   2024 ')).toEqual({ month: '2024-05', title: 'MAY 2024' });
  });

  it('accepts the API form YYYY-MM too', () => {
    expect(parseArchiveLabel('2026-11')).toEqual({ month: '2026-11', title: 'NOVEMBER 2026' });
    expect(parseArchiveLabel('2026-3')).toEqual({ month: '2026-03', title: 'MARCH 2026' });
  });

  it.each(['', 'Novembre 2026', '2026-13', '2026-00', 'November', '2026', 'November 26', 'x 2026-11'])('refuses %p', (label) => {
    expect(parseArchiveLabel(label)).toBeNull();
  });

  it('builds links that survive the space in the label', () => {
    expect(archivePath('November 2026')).toBe('/blog/archieve/November%202026');
    expect(parseArchiveLabel(decodeURIComponent('November%202026'))?.month).toBe('2026-11');
  });
});
