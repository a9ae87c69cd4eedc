import { Layout, Typography } from 'antd';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DashboardRoutes } from '../routes';
import { PageSpinner } from '../ui/PageSpinner';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';
import { useNarrowScreen } from './useNarrowScreen';

/** The dashboard frame: side menu, top bar and the current screen (from the route table). */
export default function DashboardLayout() {
  const narrow = useNarrowScreen();
  const { t } = useTranslation();
  const [collapsed, setCollapsed] = useState(narrow);
  useEffect(() => setCollapsed(narrow), [narrow]);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider collapsible trigger={null} collapsed={collapsed} collapsedWidth={narrow ? 0 : 80} width={220}>
        <Typography.Title level={4} style={{ color: '#fff', margin: 16, whiteSpace: 'nowrap', overflow: 'hidden' }}>
          {collapsed ? t('layout.brandShort') : t('layout.brand')}
        </Typography.Title>
        <SideMenu />
      </Layout.Sider>
      <Layout>
        <TopBar collapsed={collapsed} onToggle={() => setCollapsed((value) => !value)} />
        <Layout.Content style={{ margin: 16, padding: 24, background: '#fff', borderRadius: 8, minWidth: 0 }}>
          <Suspense fallback={<PageSpinner />}>
            <DashboardRoutes />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
