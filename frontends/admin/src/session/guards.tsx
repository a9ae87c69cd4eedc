import type { Role } from '@csec/contracts';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { DASHBOARD_PATH, LOGIN_PATH } from '../paths';
import { PageSpinner } from '../ui/PageSpinner';
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

/** The login page: someone already logged in goes straight to the dashboard. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { user, loading } = useSession();
  if (loading) return <PageSpinner />;
  if (user) return <Navigate to={DASHBOARD_PATH} replace />;
  return children;
}
