import type { TwoFactorStatus } from '@csec/contracts';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { twoFactorQuery } from '../api/queries';
import { queryKeys } from '../api/queryKeys';

/** What the API's refusal `auth.totp_enrolment_required` (or a login's `twoFactorSetupRequired`) says about the status. */
const ENROLMENT_REQUIRED: TwoFactorStatus = { enabled: false, required: true, recoveryCodesLeft: 0 };

/** The role requires two-factor login and it is not on yet: until it is, the API answers only the set-up, the own account, sessions and logout. */
function enrolmentPending(status: TwoFactorStatus | undefined): boolean {
  return Boolean(status?.required && !status.enabled);
}

/** Records that the API demands the set-up, without asking it again; the guards then send the user to it. */
export function markEnrolmentRequired(queryClient: QueryClient): void {
  queryClient.setQueryData(queryKeys.security.twoFactor(), ENROLMENT_REQUIRED);
}

export interface Enrolment {
  /** true while the set-up is owed (see enrolmentPending) */
  pending: boolean;
  /** true until the status has answered */
  loading: boolean;
}

/** Whether the logged-in user owes the two-factor set-up. A status that failed to load blocks nothing: the API enforces it anyway. */
export function useEnrolment(): Enrolment {
  const { data, isPending } = useQuery(twoFactorQuery);
  return { pending: enrolmentPending(data), loading: isPending };
}
