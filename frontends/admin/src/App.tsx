import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { DASHBOARD_PATH, LOGIN_PATH } from './paths';
import { GuestOnly, RequireUser } from './session/guards';
import { EnrolmentRequiredRedirect } from './session/EnrolmentRequiredRedirect';
import { UnauthorizedRedirect } from './session/UnauthorizedRedirect';
import { AdminProviders } from './ui/AdminProviders';
import { PageSpinner } from './ui/PageSpinner';

// One chunk per screen: the login page never downloads the tables or the editor. The dashboard's
// screens and its menu come from the route table (routes.tsx), which the layout renders.
const LoginPage = lazy(() => import('./pages/LoginPage'));
const DashboardLayout = lazy(() => import('./layout/DashboardLayout'));

/** The admin remote: the shell mounts it for /login/admin and /dashboard/*, inside its router. */
export default function AdminApp() {
  return (
    <AdminProviders>
      <UnauthorizedRedirect />
      <EnrolmentRequiredRedirect />
      <Suspense fallback={<PageSpinner />}>
        <Routes>
          <Route
            path={LOGIN_PATH}
            element={
              <GuestOnly>
                <LoginPage />
              </GuestOnly>
            }
          />
          <Route
            path={`${DASHBOARD_PATH}/*`}
            element={
              <RequireUser>
                <DashboardLayout />
              </RequireUser>
            }
          />
        </Routes>
      </Suspense>
    </AdminProviders>
  );
}
