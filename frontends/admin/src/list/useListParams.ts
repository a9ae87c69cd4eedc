import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The list's page and search query live in the URL, so a reload or a shared link keeps them. */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const query = params.get('query') ?? '';

  const goTo = useCallback(
    (nextPage: number, nextQuery: string) => {
      const next: Record<string, string> = { page: String(nextPage) };
      if (nextQuery) next.query = nextQuery;
      setParams(next);
    },
    [setParams],
  );

  const setPage = useCallback((nextPage: number) => goTo(nextPage, query), [goTo, query]);
  return {
    page,
    query,
    setPage,
    search: (nextQuery: string) => goTo(1, nextQuery),
    clearSearch: () => goTo(1, ''),
  };
}
