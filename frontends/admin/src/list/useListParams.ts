import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/** A list's choice among fixed values (a lead's kind, its status); '' is "All". */
export interface ListFilter {
  /** its URL parameter, which the screen also sends to the API */
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
}

/** Each filter's current value by name, '' for "All". */
export type FilterValues = Record<string, string>;

const NO_FILTERS: readonly ListFilter[] = [];

/**
 * The list's page, search query and filters live in the URL, so a reload or a shared link keeps
 * them. Searching or filtering goes back to page 1 and keeps the other choices; a filter value
 * the list does not offer counts as "All".
 */
export function useListParams(filters: readonly ListFilter[] = NO_FILTERS) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const query = params.get('query') ?? '';
  const values = useMemo<FilterValues>(() => {
    const chosen = (filter: ListFilter) => filter.options.find((option) => option.value === params.get(filter.name))?.value ?? '';
    return Object.fromEntries(filters.map((filter) => [filter.name, chosen(filter)]));
  }, [filters, params]);

  const goTo = useCallback(
    (nextPage: number, nextQuery: string, nextValues: FilterValues) => {
      const next: Record<string, string> = { page: String(nextPage) };
      if (nextQuery) next.query = nextQuery;
      for (const [name, value] of Object.entries(nextValues)) if (value) next[name] = value;
      setParams(next);
    },
    [setParams],
  );

  const setPage = useCallback((nextPage: number) => goTo(nextPage, query, values), [goTo, query, values]);
  return {
    page,
    query,
    filters: values,
    setPage,
    search: (nextQuery: string) => goTo(1, nextQuery, values),
    clearSearch: () => goTo(1, '', values),
    setFilter: (name: string, value: string) => goTo(1, query, { ...values, [name]: value }),
  };
}
