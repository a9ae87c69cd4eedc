import { lazy, Suspense } from 'react';
import { Route, Routes, useParams } from 'react-router-dom';
import {
  BLOG_ADD_PATH,
  DASHBOARD_PATH,
  LOGIN_PATH,
  PROFIL_PATH,
  USER_ADD_PATH,
  USERS_PATH,
} from './paths';
import { SessionProvider } from './session/SessionProvider';
import { AdminOnly, GuestOnly, RequireUser } from './session/guards';
import { AdminProviders } from './ui/AdminProviders';
import { PageSpinner } from './ui/PageSpinner';

// One chunk per screen: the login page never downloads the tables or the editor.
const LoginPage = lazy(() => import('./pages/LoginPage'));
const DashboardLayout = lazy(() => import('./layout/DashboardLayout'));
const BlogListPage = lazy(() => import('./pages/BlogListPage'));
const BlogActionPage = lazy(() => import('./blog/BlogActionPage'));
const UserListPage = lazy(() => import('./pages/UserListPage'));
const UserAddPage = lazy(() => import('./user/UserAddPage'));
const UserEditPage = lazy(() => import('./user/UserEditPage'));
const ProfilPage = lazy(() => import('./user/ProfilPage'));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));

/** A new slug (after creating or renaming) is a fresh editor loaded from the server. */
function BlogEditRoute() {
  const { slug = '' } = useParams();
  return <BlogActionPage key={slug} slug={slug} />;
}

/** The admin remote: the shell mounts it for /login/admin and /dashboard/*, inside its router. */
export default function AdminApp() {
  return (
    <AdminProviders>
      <SessionProvider>
        <Suspense fallback={<PageSpinner />}>
          <Routes>
            <Route path={LOGIN_PATH} element={<GuestOnly><LoginPage /></GuestOnly>} />
            <Route path={DASHBOARD_PATH} element={<RequireUser><DashboardLayout /></RequireUser>}>
              <Route index element={<BlogListPage />} />
              <Route path={BLOG_ADD_PATH} element={<BlogActionPage key="new" />} />
              <Route path="/dashboard/blog/edit/:slug" element={<BlogEditRoute />} />
              <Route path={USERS_PATH} element={<AdminOnly><UserListPage /></AdminOnly>} />
              <Route path={USER_ADD_PATH} element={<AdminOnly><UserAddPage /></AdminOnly>} />
              <Route path="/dashboard/user/edit/:id" element={<AdminOnly><UserEditPage /></AdminOnly>} />
              <Route path="/dashboard/user/*" element={<AdminOnly><NotFoundPage /></AdminOnly>} />
              <Route path={PROFIL_PATH} element={<ProfilPage />} />
              <Route path="/dashboard/*" element={<NotFoundPage />} />
            </Route>
          </Routes>
        </Suspense>
      </SessionProvider>
    </AdminProviders>
  );
}
