import { ApiOutlined, FileTextOutlined, HistoryOutlined, InboxOutlined, TagsOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import { ACTIVITY_TEXTS, CATEGORY_TEXTS, INTEGRATION_TEXTS, ROLES, isAdminLevel } from '@csec/contracts';
import type { Role } from '@csec/contracts';
import { lazy, type ReactElement } from 'react';
import { Route, Routes, matchRoutes, useParams } from 'react-router-dom';
import { RequireRole, RequireTwoFactor } from './session/guards';
import { ACTIVITY_PATH, BLOG_ADD_PATH, CATEGORIES_PATH, DASHBOARD_PATH, INTEGRATIONS_PATH, LEADS_PATH, PROFIL_PATH, USER_ADD_PATH, USERS_PATH } from './paths';

// One chunk per screen: the login page never downloads the tables or the editor.
const BlogListPage = lazy(() => import('./pages/BlogListPage'));
const BlogActionPage = lazy(() => import('./blog/BlogActionPage'));
const CategoryListPage = lazy(() => import('./pages/CategoryListPage'));
const UserListPage = lazy(() => import('./pages/UserListPage'));
const UserAddPage = lazy(() => import('./user/UserAddPage'));
const UserEditPage = lazy(() => import('./user/UserEditPage'));
const LeadsListPage = lazy(() => import('./pages/LeadsListPage'));
const ActivityListPage = lazy(() => import('./pages/ActivityListPage'));
const IntegrationsPage = lazy(() => import('./pages/IntegrationsPage'));
const ProfilPage = lazy(() => import('./user/ProfilPage'));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));

/** A new slug (after creating or renaming) is a fresh editor loaded from the server. */
function BlogEditRoute() {
  const { slug = '' } = useParams();
  return <BlogActionPage key={slug} slug={slug} />;
}

export type MenuGroup = 'content' | 'settings';

/** The side menu's groups, in order (spec section 2); Logout ends the Settings group. */
export const MENU_GROUPS: { key: MenuGroup; label: string }[] = [
  { key: 'content', label: 'Content Management' },
  { key: 'settings', label: 'Settings' },
];

export interface DashboardScreen {
  /** the full path, under /dashboard */
  path: string;
  element: ReactElement;
  /** who may open it; anyone else is sent to the blog list. Absent: every logged-in user. */
  roles?: readonly Role[];
  /** its side-menu item, when it has one (shown only to those who may open it) */
  menu?: { key: string; label: string; icon: ReactElement; group: MenuGroup };
  /** the menu item it highlights when it has none of its own */
  section?: string;
  /** it opens while a role's required two-factor login is not on yet (it holds the set-up); no other screen does */
  beforeTwoFactor?: boolean;
}

const ADMIN_LEVEL: readonly Role[] = ROLES.filter((role) => isAdminLevel(role));

/**
 * Every dashboard screen: its route, its place in the side menu and who may see it. Adding a
 * screen is one entry here. Order does not matter for matching (the router ranks paths). The
 * table lives in the dashboard's chunk: the login page downloads none of it.
 */
export const DASHBOARD_SCREENS: readonly DashboardScreen[] = [
  { path: DASHBOARD_PATH, element: <BlogListPage />, menu: { key: 'blog', label: 'Blogs', icon: <FileTextOutlined />, group: 'content' } },
  { path: BLOG_ADD_PATH, element: <BlogActionPage key="new" />, section: 'blog' },
  { path: '/dashboard/blog/edit/:slug', element: <BlogEditRoute />, section: 'blog' },
  { path: '/dashboard/blog/*', element: <NotFoundPage />, section: 'blog' },
  {
    path: CATEGORIES_PATH,
    element: <CategoryListPage />,
    roles: ADMIN_LEVEL,
    menu: { key: 'categories', label: CATEGORY_TEXTS.title, icon: <TagsOutlined />, group: 'content' },
  },
  { path: '/dashboard/categories/*', element: <NotFoundPage />, roles: ADMIN_LEVEL, section: 'categories' },
  {
    path: USERS_PATH,
    element: <UserListPage />,
    roles: ADMIN_LEVEL,
    menu: { key: 'user', label: 'Users', icon: <TeamOutlined />, group: 'content' },
  },
  { path: USER_ADD_PATH, element: <UserAddPage />, roles: ADMIN_LEVEL, section: 'user' },
  { path: '/dashboard/user/edit/:id', element: <UserEditPage />, roles: ADMIN_LEVEL, section: 'user' },
  { path: '/dashboard/user/*', element: <NotFoundPage />, roles: ADMIN_LEVEL, section: 'user' },
  {
    path: LEADS_PATH,
    element: <LeadsListPage />,
    roles: ADMIN_LEVEL,
    menu: { key: 'leads', label: 'Leads', icon: <InboxOutlined />, group: 'content' },
  },
  { path: '/dashboard/leads/*', element: <NotFoundPage />, roles: ADMIN_LEVEL, section: 'leads' },
  {
    path: ACTIVITY_PATH,
    element: <ActivityListPage />,
    roles: ADMIN_LEVEL,
    menu: { key: 'activity', label: ACTIVITY_TEXTS.title, icon: <HistoryOutlined />, group: 'content' },
  },
  { path: '/dashboard/activity/*', element: <NotFoundPage />, roles: ADMIN_LEVEL, section: 'activity' },
  {
    path: INTEGRATIONS_PATH,
    element: <IntegrationsPage />,
    roles: ADMIN_LEVEL,
    menu: { key: 'integrations', label: INTEGRATION_TEXTS.title, icon: <ApiOutlined />, group: 'settings' },
  },
  { path: '/dashboard/integrations/*', element: <NotFoundPage />, roles: ADMIN_LEVEL, section: 'integrations' },
  {
    path: PROFIL_PATH,
    element: <ProfilPage />,
    menu: { key: 'profil', label: 'Profil', icon: <UserOutlined />, group: 'settings' },
    beforeTwoFactor: true,
  },
  { path: '/dashboard/*', element: <NotFoundPage /> },
];

export function canOpen(screen: DashboardScreen, role: Role): boolean {
  return !screen.roles || screen.roles.includes(role);
}

/** The menu items this role sees, in table order; only the set-up's while the two-factor enrolment is owed. */
export function menuScreens(role: Role, enrolling = false): (DashboardScreen & { menu: NonNullable<DashboardScreen['menu']> })[] {
  return DASHBOARD_SCREENS.filter((screen): screen is DashboardScreen & { menu: NonNullable<DashboardScreen['menu']> } =>
    Boolean(screen.menu && canOpen(screen, role) && (!enrolling || screen.beforeTwoFactor)),
  );
}

const MATCHABLE = DASHBOARD_SCREENS.map((screen) => ({ path: screen.path, screen }));

/** The side-menu item a dashboard path belongs to, or null (an unknown path). */
export function activeMenuKey(pathname: string): string | null {
  const match = matchRoutes(MATCHABLE, pathname)?.[0]?.route.screen;
  return match?.menu?.key ?? match?.section ?? null;
}

/** The dashboard's screens, rendered by the layout under /dashboard/*; each screen's roles and the two-factor enrolment guard it. */
export function DashboardRoutes() {
  return (
    <Routes>
      {DASHBOARD_SCREENS.map((screen) => {
        const allowed = screen.roles ? <RequireRole roles={screen.roles}>{screen.element}</RequireRole> : screen.element;
        const element = screen.beforeTwoFactor ? allowed : <RequireTwoFactor>{allowed}</RequireTwoFactor>;
        // paths below the layout's /dashboard/* are relative to it; /dashboard itself is the index
        return screen.path === DASHBOARD_PATH ? (
          <Route key={screen.path} index element={element} />
        ) : (
          <Route key={screen.path} path={screen.path.slice(DASHBOARD_PATH.length + 1)} element={element} />
        );
      })}
    </Routes>
  );
}
