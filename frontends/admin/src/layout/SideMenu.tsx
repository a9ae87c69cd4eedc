import { FileTextOutlined, LogoutOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import { isAdminLevel } from '@csec/contracts';
import { Menu } from 'antd';
import type { MenuProps } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { DASHBOARD_PATH, PROFIL_PATH, USERS_PATH } from '../paths';
import { useCurrentUser, useSession } from '../session/SessionContext';
import { menuKey } from './menuKey';

type Item = NonNullable<MenuProps['items']>[number];

export function SideMenu() {
  const user = useCurrentUser();
  const { logout } = useSession();
  const { pathname } = useLocation();
  const active = menuKey(pathname);

  const content: Item[] = [
    { key: 'blog', icon: <FileTextOutlined />, label: <Link to={DASHBOARD_PATH}>Blogs</Link> },
  ];
  if (isAdminLevel(user.role)) {
    content.push({ key: 'user', icon: <TeamOutlined />, label: <Link to={USERS_PATH}>Users</Link> });
  }
  const items: Item[] = [
    { type: 'group', key: 'content', label: 'Content Management', children: content },
    {
      type: 'group',
      key: 'settings',
      label: 'Settings',
      children: [
        { key: 'profil', icon: <UserOutlined />, label: <Link to={PROFIL_PATH}>Profil</Link> },
        { key: 'logout', icon: <LogoutOutlined />, label: 'Logout', onClick: logout },
      ],
    },
  ];

  return <Menu theme="dark" mode="inline" selectedKeys={active ? [active] : []} items={items} />;
}
