import type { Role } from '@csec/contracts';
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router-dom';
import { twoFactorQuery } from '../api/queries';
import { getToken } from '../api/token';
import { DASHBOARD_PATH, LOGIN_PATH, PROFIL_PATH } from '../paths';
import { PageSpinner } from '../ui/PageSpinner';
import { useEnrolment } from './enrolment';
import { useSession } from './session';

/**
 * Dashboard screens: nobody logged in goes to the login page. The two-factor status every screen's
 * guard needs next is asked at the same time as the account, not after it: a direct load of a screen
 * then waits for one round trip before the screen asks for its own data, not two.
 */
export function RequireUser({ children }: { children: ReactNode }) {
  const { user, loading } = useSession();
  useQuery({ ...twoFactorQuery, enabled: hasToken() });
  if (loading) return <PageSpinner />;
  if (!user) return <Navigate to={LOGIN_PATH} replace />;
  return children;
}

const hasToken = () => getToken() !== null;

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
