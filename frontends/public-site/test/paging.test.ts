import { pageWindow } from '../src/blog/Pagination';
import { pageFromQuery } from '../src/blog/usePublishedBlogs';

describe('pageWindow', () => {
  it('shows up to three pages from page 1 on the first page', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 2)).toEqual([1, 2]);
    expect(pageWindow(1, 9)).toEqual([1, 2, 3]);
  });

  it('shows the previous, current and next page in the middle', () => {
    expect(pageWindow(2, 9)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 9)).toEqual([4, 5, 6]);
  });

  it('shows the last three pages on the last page', () => {
    expect(pageWindow(9, 9)).toEqual([7, 8, 9]);
    expect(pageWindow(2, 2)).toEqual([1, 2]);
  });
});

describe('pageFromQuery', () => {
  it('reads a positive whole page number', () => {
    expect(pageFromQuery('3')).toBe(3);
  });

  it.each([null, '', '0', '-2', '1.5', 'two'])('falls back to page 1 for %p', (value) => {
    expect(pageFromQuery(value)).toBe(1);
  });
});
