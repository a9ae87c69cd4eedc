import type { CategoryView } from '@csec/contracts';
import { useCallback, useEffect, useState } from 'react';
import { api } from '../api/endpoints';
import { useToast } from '../feedback/useToast';

const LOAD_FAILED = 'Failed to get categories';

/** The category list shared by the select and the Add Category dialog. */
export function useCategories() {
  const toast = useToast();
  const [categories, setCategories] = useState<CategoryView[]>([]);

  const reload = useCallback(async () => {
    try {
      const response = await api.categories();
      setCategories(response.data ?? []);
    } catch (error) {
      toast.failure(error, { failed: LOAD_FAILED, network: LOAD_FAILED });
    }
  }, [toast]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { categories, reload };
}
