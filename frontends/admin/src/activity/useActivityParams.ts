import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { activityFiltersOf, activitySearch, type ActivityFilters } from './activity';

/**
 * The Activity screen's page and filters live in the URL, like the other lists', so a reload or
 * a shared link keeps them. Changing a filter goes back to page 1 and keeps the others.
 */
export function useActivityParams() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const filters = useMemo(() => activityFiltersOf(params), [params]);
  const setPage = useCallback((nextPage: number) => setParams(activitySearch(nextPage, filters)), [setParams, filters]);
  const setFilters = useCallback((changed: ActivityFilters) => setParams(activitySearch(1, { ...filters, ...changed })), [setParams, filters]);
  return { page, filters, setPage, setFilters };
}
