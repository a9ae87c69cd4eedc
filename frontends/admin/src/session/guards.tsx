import type { Role } from '@csec/contracts';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { DASHBOARD_PATH, LOGIN_PATH, PROFIL_PATH } from '../paths';
import { PageSpinner } from '../ui/PageSpinner';
import { useEnrolment } from './enrolment';
import { useSession } from './session';

/** Dashboard screens: nobody logged in goes to the login page. */
export function RequireUser({ children }: { children: ReactNode }) {
  const { user, loading } = useSession();
  if (loading) return <PageSpinner />;
  if (!user) return <Navigate to={LOGIN_PATH} replace />;
  return children;
}

/** A screen for some roles only (the route table's `roles`): anyone else goes back to the blog list. */
export function RequireRole({ roles, children }: { roles: readonly Role[]; children: ReactNode }) {
  const { user } = useSession();
  if (!user || !roles.includes(user.role)) return <Navigate to={DASHBOARD_PATH} replace />;
  return children;
}

/**
 * A screen the API keeps closed while a role's required two-factor login is not on yet: the user
 * goes to the set-up on the profile instead of a screen whose every call would be refused.
 */
export function RequireTwoFactor({ children }: { children: ReactNode }) {
  const { pending, loading } = useEnrolment();
  if (loading) return <PageSpinner />;
  if (pending) return <Navigate to={PROFIL_PATH} replace />;
  return children;
}

/** The login page: someone already logged in goes straight to the dashboard. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { user, loading } = useSession();
  if (loading) return <PageSpinner />;
  if (user) return <Navigate to={DASHBOARD_PATH} replace />;
  return children;
}
