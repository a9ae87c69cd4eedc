import { QueryClient } from '@tanstack/react-query';
import type { TextKey } from '../i18n/translation';

/** A read's toast texts, as keys of the dashboard's texts: translated when the failure is shown. */
export interface FailureKeys {
  failed?: TextKey;
  network: TextKey;
}

/** What a query may say about its failures; QueryFailureToasts reads it. */
export interface AdminQueryMeta extends Record<string, unknown> {
  /** the spec's toast texts for this read; without them a failure shows no toast */
  failure?: FailureKeys;
  /** an HTTP 404 is shown by the screen itself (a 'Not Found!' result), not as a toast */
  quietNotFound?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AdminQueryMeta;
  }
}

/**
 * The admin's one QueryClient (a new one per mount of the remote, so a logout that leaves the
 * remote leaves nothing cached). A failed read is answered at once, with its toast, rather
 * than retried; a screen shows cached data and refreshes it when it mounts again.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
