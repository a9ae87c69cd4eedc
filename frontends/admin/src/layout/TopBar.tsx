import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { roleLabel } from '@csec/contracts';
import type { Role } from '@csec/contracts';
import { Avatar, Button, Flex, Layout, Tag, Typography } from 'antd';
import { useCurrentUser } from '../session/session';

const ROLE_COLOURS: Record<Role, string> = { superadmin: 'volcano', admin: 'geekblue', author: 'green' };

interface TopBarProps {
  collapsed: boolean;
  onToggle: () => void;
}

export function TopBar({ collapsed, onToggle }: TopBarProps) {
  const user = useCurrentUser();
  return (
    <Layout.Header style={{ background: '#fff', padding: '0 16px', borderBottom: '1px solid #f0f0f0' }}>
      <Flex justify="space-between" align="center" style={{ height: '100%' }}>
        <Button
          type="text"
          aria-label={collapsed ? 'Open menu' : 'Close menu'}
          icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
          onClick={onToggle}
        />
        <Flex align="center" gap={8}>
          <Avatar style={{ background: '#0b4f9c' }}>{user.username.charAt(0).toUpperCase()}</Avatar>
          <Typography.Text strong data-testid="current-username">
            {user.username}
          </Typography.Text>
          <Tag color={ROLE_COLOURS[user.role]}>{roleLabel(user.role)}</Tag>
        </Flex>
      </Flex>
    </Layout.Header>
  );
}
