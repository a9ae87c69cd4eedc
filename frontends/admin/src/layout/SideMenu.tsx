import { LogoutOutlined } from '@ant-design/icons';
import { Menu } from 'antd';
import type { MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { MENU_GROUPS, activeMenuKey, menuScreens } from '../routes';
import { useEnrolment } from '../session/enrolment';
import { useCurrentUser, useLogout } from '../session/session';

type Item = NonNullable<MenuProps['items']>[number];

/**
 * The side menu, drawn from the route table: each group's screens this user may open, then Logout.
 * While a required two-factor set-up is owed, only the profile (which holds it) and Logout.
 */
export function SideMenu() {
  const user = useCurrentUser();
  const enrolment = useEnrolment();
  const logout = useLogout();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = activeMenuKey(pathname);
  const screens = menuScreens(user.role, enrolment.pending);

  const items: Item[] = MENU_GROUPS.flatMap((group) => {
    const children: Item[] = screens
      .filter((screen) => screen.menu.group === group.key)
      .map(({ path, menu }) => ({ key: menu.key, icon: menu.icon, label: <Link to={path}>{menu.label}</Link> }));
    if (group.key === 'settings') children.push({ key: 'logout', icon: <LogoutOutlined />, label: t('menu.logout'), onClick: () => void logout() });
    // a group left with nothing in it (Content Management during the set-up) is not shown
    return children.length > 0 ? [{ type: 'group' as const, key: group.key, label: t(group.label), children }] : [];
  });

  return <Menu theme="dark" mode="inline" selectedKeys={active ? [active] : []} items={items} />;
}
