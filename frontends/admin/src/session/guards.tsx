import { isAdminLevel } from '@csec/contracts';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { DASHBOARD_PATH, LOGIN_PATH } from '../paths';
import { PageSpinner } from '../ui/PageSpinner';
import { useSession } from './SessionContext';

/** Dashboard screens: nobody logged in goes to the login page. */
export function RequireUser({ children }: { children: ReactNode }) {
  const { user, loading } = useSession();
  if (loading) return <PageSpinner />;
  if (!user) return <Navigate to={LOGIN_PATH} replace />;
  return children;
}

/** User management: an author goes back to the blog list. */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { user } = useSession();
  if (!isAdminLevel(user?.role)) return <Navigate to={DASHBOARD_PATH} replace />;
  return children;
}

/** The login page: someone already logged in goes straight to the dashboard. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { user, loading } = useSession();
  if (loading) return <PageSpinner />;
  if (user) return <Navigate to={DASHBOARD_PATH} replace />;
  return children;
}
