import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import type { Role } from '@csec/contracts';
import { Avatar, Button, Flex, Layout, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../session/session';
import { LanguageSelect } from './LanguageSelect';

const ROLE_COLOURS: Record<Role, string> = { superadmin: 'volcano', admin: 'geekblue', author: 'green' };

interface TopBarProps {
  collapsed: boolean;
  onToggle: () => void;
}

export function TopBar({ collapsed, onToggle }: TopBarProps) {
  const user = useCurrentUser();
  const { t } = useTranslation();
  return (
    <Layout.Header style={{ background: '#fff', padding: '0 16px', borderBottom: '1px solid #f0f0f0' }}>
      <Flex justify="space-between" align="center" style={{ height: '100%' }}>
        <Button
          type="text"
          aria-label={collapsed ? t('layout.openMenu') : t('layout.closeMenu')}
          icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
          onClick={onToggle}
        />
        <Flex align="center" gap={8}>
          <LanguageSelect />
          <Avatar style={{ background: '#0b4f9c' }}>{user.username.charAt(0).toUpperCase()}</Avatar>
          <Typography.Text strong data-testid="current-username">
            {user.username}
          </Typography.Text>
          <Tag color={ROLE_COLOURS[user.role]}>{t(`roles.${user.role}`)}</Tag>
        </Flex>
      </Flex>
    </Layout.Header>
  );
}
