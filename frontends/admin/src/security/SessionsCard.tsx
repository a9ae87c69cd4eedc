import type { SessionView } from '@csec/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Space, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useEndSession } from '../api/mutations';
import { sessionsQuery } from '../api/queries';
import { useToast } from '../feedback/useToast';
import { formatFullDate, formatListDate } from '../lib/formatDate';
import { describeUserAgent } from '../lib/userAgent';
import { useLogout } from '../session/session';
import { ZoneNote } from '../ui/ZoneNote';

/** The profile's "Sessions" card: where the account is logged in, each with an End button (this device's logs out). */
export function SessionsCard() {
  const sessions = useQuery(sessionsQuery);
  const endSession = useEndSession();
  const logout = useLogout();
  const toast = useToast();
  const { t } = useTranslation();
  const { modal } = App.useApp();

  const end = async (session: SessionView) => {
    try {
      await endSession.mutateAsync(session.id);
      toast.success(t('security.sessionEnded'));
    } catch (error) {
      toast.failure(error, { failed: t('security.sessionEndFailed'), network: t('security.sessionEndError') });
    }
  };

  const confirmEnd = (session: SessionView) => {
    modal.confirm({
      title: session.current ? t('security.confirmEndCurrent') : t('security.confirmEndSession', { browser: describeUserAgent(session.userAgent) }),
      okText: t('security.endSession'),
      okButtonProps: { danger: true },
      cancelText: t('security.cancel'),
      // this device's session ends the way Logout ends it, and the user leaves with it
      onOk: () => (session.current ? logout() : end(session)),
    });
  };

  const columns: TableColumnsType<SessionView> = [
    {
      title: t('security.columns.browser'),
      key: 'browser',
      render: (_value, session) => (
        <Space wrap size={4}>
          <span title={session.userAgent ?? undefined}>{describeUserAgent(session.userAgent)}</span>
          {session.current && <Tag color="blue">{t('security.thisDevice')}</Tag>}
        </Space>
      ),
    },
    { title: t('security.columns.ip'), dataIndex: 'ip', key: 'ip', render: (ip: string | null) => ip ?? '-' },
    { title: t('security.columns.signedIn'), dataIndex: 'createdAt', key: 'createdAt', render: (date: string) => formatFullDate(date) },
    { title: t('security.columns.lastSeen'), dataIndex: 'lastSeenAt', key: 'lastSeenAt', render: (date: string) => formatListDate(date) },
    {
      title: t('security.columns.action'),
      key: 'action',
      render: (_value, session) => (
        <Button
          danger
          size="small"
          aria-label={
            session.current
              ? t('security.endSessionCurrent', { browser: describeUserAgent(session.userAgent), thisDevice: t('security.thisDevice') })
              : t('security.endSessionNamed', { browser: describeUserAgent(session.userAgent) })
          }
          onClick={() => confirmEnd(session)}
        >
          {t('security.end')}
        </Button>
      ),
    },
  ];

  return (
    <Card title={t('security.sessionsTitle')} extra={<ZoneNote />}>
      <Typography.Paragraph type="secondary">{t('security.sessionsHint')}</Typography.Paragraph>
      <Table<SessionView>
        rowKey="id"
        columns={columns}
        dataSource={sessions.data ?? []}
        loading={sessions.isPending}
        pagination={false}
        scroll={{ x: 'max-content' }}
        size="small"
      />
    </Card>
  );
}
