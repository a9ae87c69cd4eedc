import { PAGE_SIZE, PAGINATION_WINDOW } from '@csec/contracts';

/**
 * The page numbers the pager shows (spec section 2): on the first page up to three from
 * page 1, on the last page the last three, otherwise the previous, current and next page.
 */
export function pageWindow(current: number, totalPages: number): number[] {
  if (totalPages < 1) return [];
  const page = Math.min(Math.max(current, 1), totalPages);
  let first: number;
  if (page === 1) first = 1;
  else if (page === totalPages) first = Math.max(1, totalPages - PAGINATION_WINDOW + 1);
  else first = page - 1;
  const last = Math.min(totalPages, first + PAGINATION_WINDOW - 1);
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

/** Row numbers continue across pages: row 1 of page 2 is number 16. */
export function rowNumber(page: number, index: number): number {
  return (page - 1) * PAGE_SIZE + index + 1;
}
