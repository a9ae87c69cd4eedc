import type { ApiPage } from '@csec/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useToast, type FailureTexts } from '../feedback/useToast';

export interface ListData<T> {
  rows: T[];
  totalPages: number;
  countData: number;
  loading: boolean;
  reload(): void;
}

/** Loads one page of a staff list; a newer request wins over a slower older one. */
export function useListData<T>(
  fetchPage: (page: number, query: string) => Promise<ApiPage<T>>,
  page: number,
  query: string,
  failure: FailureTexts,
): ListData<T> {
  const toast = useToast();
  const [state, setState] = useState({ rows: [] as T[], totalPages: 0, countData: 0 });
  const [loading, setLoading] = useState(true);
  const [version, setVersion] = useState(0);
  const { failed, network } = failure;

  useEffect(() => {
    let current = true;
    setLoading(true);
    fetchPage(page, query)
      .then((response) => {
        if (current) setState({ rows: response.data, totalPages: response.totalPages, countData: response.countData });
      })
      .catch((error: unknown) => {
        if (!current) return;
        setState({ rows: [], totalPages: 0, countData: 0 });
        toast.failure(error, { failed, network });
      })
      .finally(() => {
        if (current) setLoading(false);
      });
    return () => {
      current = false;
    };
  }, [fetchPage, page, query, version, toast, failed, network]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { ...state, loading, reload };
}
