import { SECURITY_MESSAGES, SECURITY_UI } from '@csec/contracts';
import type { SessionView } from '@csec/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Space, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useEndSession } from '../api/mutations';
import { sessionsQuery } from '../api/queries';
import { useToast } from '../feedback/useToast';
import { formatFullDate, formatListDate } from '../lib/formatDate';
import { describeUserAgent } from '../lib/userAgent';
import { useLogout } from '../session/session';
import { ZoneNote } from '../ui/ZoneNote';

const END_FAILED = { failed: SECURITY_UI.sessionEndFailed, network: SECURITY_UI.sessionEndError };

/** The profile's "Sessions" card: where the account is logged in, each with an End button (this device's logs out). */
export function SessionsCard() {
  const sessions = useQuery(sessionsQuery);
  const endSession = useEndSession();
  const logout = useLogout();
  const toast = useToast();
  const { modal } = App.useApp();

  const end = async (session: SessionView) => {
    try {
      await endSession.mutateAsync(session.id);
      toast.success(SECURITY_MESSAGES.sessionEnded);
    } catch (error) {
      toast.failure(error, END_FAILED);
    }
  };

  const confirmEnd = (session: SessionView) => {
    modal.confirm({
      title: session.current ? SECURITY_UI.confirmEndCurrent : SECURITY_UI.confirmEndSession(describeUserAgent(session.userAgent)),
      okText: SECURITY_UI.endSession,
      okButtonProps: { danger: true },
      cancelText: SECURITY_UI.cancel,
      // this device's session ends the way Logout ends it, and the user leaves with it
      onOk: () => (session.current ? logout() : end(session)),
    });
  };

  const columns: TableColumnsType<SessionView> = [
    {
      title: 'BROWSER',
      key: 'browser',
      render: (_value, session) => (
        <Space wrap size={4}>
          <span title={session.userAgent ?? undefined}>{describeUserAgent(session.userAgent)}</span>
          {session.current && <Tag color="blue">{SECURITY_UI.thisDevice}</Tag>}
        </Space>
      ),
    },
    { title: 'IP ADDRESS', dataIndex: 'ip', key: 'ip', render: (ip: string | null) => ip ?? '-' },
    { title: 'SIGNED IN', dataIndex: 'createdAt', key: 'createdAt', render: (date: string) => formatFullDate(date) },
    { title: 'LAST SEEN', dataIndex: 'lastSeenAt', key: 'lastSeenAt', render: (date: string) => formatListDate(date) },
    {
      title: 'ACTION',
      key: 'action',
      render: (_value, session) => (
        <Button
          danger
          size="small"
          aria-label={`End session ${describeUserAgent(session.userAgent)}${session.current ? ` (${SECURITY_UI.thisDevice})` : ''}`}
          onClick={() => confirmEnd(session)}
        >
          {SECURITY_UI.end}
        </Button>
      ),
    },
  ];

  return (
    <Card title={SECURITY_UI.sessionsTitle} extra={<ZoneNote />}>
      <Typography.Paragraph type="secondary">{SECURITY_UI.sessionsHint}</Typography.Paragraph>
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
