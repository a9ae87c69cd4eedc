import { pageWindow, rowNumber } from './pagination';

describe('pageWindow', () => {
  it('shows up to three pages from page 1 on the first page', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 2)).toEqual([1, 2]);
    expect(pageWindow(1, 1)).toEqual([1]);
  });

  it('shows the last three pages on the last page', () => {
    expect(pageWindow(10, 10)).toEqual([8, 9, 10]);
    expect(pageWindow(2, 2)).toEqual([1, 2]);
  });

  it('shows the previous, current and next page in the middle', () => {
    expect(pageWindow(5, 10)).toEqual([4, 5, 6]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(9, 10)).toEqual([8, 9, 10]);
  });

  it('shows nothing without pages and keeps an out-of-range page inside the list', () => {
    expect(pageWindow(1, 0)).toEqual([]);
    expect(pageWindow(40, 5)).toEqual([3, 4, 5]);
    expect(pageWindow(0, 5)).toEqual([1, 2, 3]);
  });
});

describe('rowNumber', () => {
  it('continues across pages of 15 rows', () => {
    expect(rowNumber(1, 0)).toBe(1);
    expect(rowNumber(1, 14)).toBe(15);
    expect(rowNumber(2, 0)).toBe(16);
    expect(rowNumber(3, 4)).toBe(35);
  });
});
