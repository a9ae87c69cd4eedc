import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { setEnrolmentRequiredHandler } from '../api/client';
import { markEnrolmentRequired } from './enrolment';

/**
 * A call refused with `auth.totp_enrolment_required` (the role's rule came into force after the
 * status was read) marks the set-up as owed; the dashboard's guard then opens it. Renders nothing.
 */
export function EnrolmentRequiredRedirect() {
  const queryClient = useQueryClient();
  useEffect(() => setEnrolmentRequiredHandler(() => markEnrolmentRequired(queryClient)), [queryClient]);
  return null;
}
