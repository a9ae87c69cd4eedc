import { ApiOutlined, FileTextOutlined, HistoryOutlined, InboxOutlined, TagsOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import { ROLES, isAdminLevel } from '@csec/contracts';
import type { Role } from '@csec/contracts';
import { lazy, type ReactElement } from 'react';
import { Route, Routes, matchRoutes, useParams, useSearchParams } from 'react-router-dom';
import { i18n } from './i18n/i18n';
import type { TextKey } from './i18n/translation';
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

/** A new slug (after creating or renaming), or the same slug in the other language (a translation), is a fresh editor loaded from the server. */
function BlogEditRoute() {
  const { slug = '' } = useParams();
  const language = useSearchParams()[0].get('lang') ?? '';
  return <BlogActionPage key={`${language}:${slug}`} slug={slug} />;
}

export type MenuGroup = 'content' | 'settings';

/** The side menu's groups, in order (spec section 2), by the keys of their names; Logout ends the Settings group. */
export const MENU_GROUPS: { key: MenuGroup; label: TextKey }[] = [
  { key: 'content', label: 'menu.content' },
  { key: 'settings', label: 'menu.settings' },
];

export interface DashboardScreen {
  /** the full path, under /dashboard */
  path: string;
  element: ReactElement;
  /** who may open it; anyone else is sent to the blog list. Absent: every logged-in user. */
  roles?: readonly Role[];
  /** its side-menu item, when it has one (shown only to those who may open it) */
  menu?: MenuItem;
  /** the menu item it highlights when it has none of its own */
  section?: string;
  /** it opens while a role's required two-factor login is not on yet (it holds the set-up); no other screen does */
  beforeTwoFactor?: boolean;
}

export interface MenuItem {
  key: string;
  /** in the dashboard's language at the moment it is read */
  readonly label: string;
  icon: ReactElement;
  group: MenuGroup;
}

/** The table is built once; its labels are read when the menu draws them, so they follow the language. */
function menuItem(key: string, label: TextKey, icon: ReactElement, group: MenuGroup): MenuItem {
  return {
    key,
    get label() {
      return i18n.t(label);
    },
    icon,
    group,
  };
}

const ADMIN_LEVEL: readonly Role[] = ROLES.filter((role) => isAdminLevel(role));

/**
 * Every dashboard screen: its route, its place in the side menu and who may see it. Adding a
 * screen is one entry here. Order does not matter for matching (the router ranks paths). The
 * table lives in the dashboard's chunk: the login page downloads none of it.
 */
export const DASHBOARD_SCREENS: readonly DashboardScreen[] = [
  { path: DASHBOARD_PATH, element: <BlogListPage />, menu: menuItem('blog', 'menu.blog', <FileTextOutlined />, 'content') },
  { path: BLOG_ADD_PATH, element: <BlogActionPage key="new" />, section: 'blog' },
  { path: '/dashboard/blog/edit/:slug', element: <BlogEditRoute />, section: 'blog' },
  { path: '/dashboard/blog/*', element: <NotFoundPage />, section: 'blog' },
  {
    path: CATEGORIES_PATH,
    element: <CategoryListPage />,
    roles: ADMIN_LEVEL,
    menu: menuItem('categories', 'menu.categories', <TagsOutlined />, 'content'),
  },
  { path: '/dashboard/categories/*', element: <NotFoundPage />, roles: ADMIN_LEVEL, section: 'categories' },
  {
    path: USERS_PATH,
    element: <UserListPage />,
    roles: ADMIN_LEVEL,
    menu: menuItem('user', 'menu.user', <TeamOutlined />, 'content'),
  },
  { path: USER_ADD_PATH, element: <UserAddPage />, roles: ADMIN_LEVEL, section: 'user' },
  { path: '/dashboard/user/edit/:id', element: <UserEditPage />, roles: ADMIN_LEVEL, section: 'user' },
  { path: '/dashboard/user/*', element: <NotFoundPage />, roles: ADMIN_LEVEL, section: 'user' },
  {
    path: LEADS_PATH,
    element: <LeadsListPage />,
    roles: ADMIN_LEVEL,
    menu: menuItem('leads', 'menu.leads', <InboxOutlined />, 'content'),
  },
  { path: '/dashboard/leads/*', element: <NotFoundPage />, roles: ADMIN_LEVEL, section: 'leads' },
  {
    path: ACTIVITY_PATH,
    element: <ActivityListPage />,
    roles: ADMIN_LEVEL,
    menu: menuItem('activity', 'menu.activity', <HistoryOutlined />, 'content'),
  },
  { path: '/dashboard/activity/*', element: <NotFoundPage />, roles: ADMIN_LEVEL, section: 'activity' },
  {
    path: INTEGRATIONS_PATH,
    element: <IntegrationsPage />,
    roles: ADMIN_LEVEL,
    menu: menuItem('integrations', 'menu.integrations', <ApiOutlined />, 'settings'),
  },
  { path: '/dashboard/integrations/*', element: <NotFoundPage />, roles: ADMIN_LEVEL, section: 'integrations' },
  {
    path: PROFIL_PATH,
    element: <ProfilPage />,
    menu: menuItem('profil', 'menu.profil', <UserOutlined />, 'settings'),
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
