import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client';
import type { AdminQueryMeta } from '../api/queryClient';
import { useToast } from './useToast';

/**
 * Shows the toast of every failed read, once per failure, with the texts its query names in
 * `meta.failure` (spec section 8), in the dashboard's language. Renders nothing.
 */
export function QueryFailureToasts() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const { t } = useTranslation();
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        const meta: AdminQueryMeta = event.query.meta ?? {};
        const { failure, quietNotFound } = meta;
        const error: unknown = event.action.error;
        if (!failure || (quietNotFound && error instanceof ApiError && error.httpStatus === 404)) return;
        // the profile's set-up, where the guard sends the user, says it in its notice
        if (error instanceof ApiError && error.code === 'auth.totp_enrolment_required') return;
        toast.failure(error, { failed: failure.failed && t(failure.failed), network: t(failure.network) });
      }),
    [queryClient, toast, t],
  );
  return null;
}
