import { PlusOutlined, StopOutlined } from '@ant-design/icons';
import { API_TOKEN_MESSAGES, API_TOKEN_TEXTS } from '@csec/contracts';
import type { IntegrationView } from '@csec/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Flex, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useRevokeIntegration } from '../api/mutations';
import { integrationListQuery } from '../api/queries';
import { useToast } from '../feedback/useToast';
import { formatFullDate } from '../lib/formatDate';
import { SecretModal } from './SecretModal';
import { TokenFormModal } from './TokenFormModal';

const REVOKE_FAILED = { failed: API_TOKEN_TEXTS.revokeFailed, network: API_TOKEN_TEXTS.revokeFailed };

const isExpired = (row: IntegrationView) => row.expiresAt !== null && Date.parse(row.expiresAt) <= Date.now();

/** The Integrations screen's API tokens: make one (shown once with Copy), see each one's last use, revoke. */
export function ApiTokensSection() {
  const toast = useToast();
  const { modal } = App.useApp();
  const list = useQuery(integrationListQuery);
  const revoke = useRevokeIntegration();
  const [making, setMaking] = useState(false);
  const [token, setToken] = useState<string | null>(null);

  const confirmRevoke = (row: IntegrationView) => {
    modal.confirm({
      title: API_TOKEN_TEXTS.revokeConfirm(row.name),
      okText: API_TOKEN_TEXTS.revoke,
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: async () => {
        try {
          await revoke.mutateAsync(row.id);
          toast.success(API_TOKEN_MESSAGES.revoked);
        } catch (error) {
          toast.failure(error, REVOKE_FAILED);
        }
      },
    });
  };

  return (
    <section style={{ marginBottom: 32 }}>
      <Flex justify="space-between" align="center" gap={12} wrap style={{ marginBottom: 12 }}>
        <div>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {API_TOKEN_TEXTS.title}
          </Typography.Title>
          <Typography.Text type="secondary">{API_TOKEN_TEXTS.intro}</Typography.Text>
        </div>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setMaking(true)}>
          {API_TOKEN_TEXTS.add}
        </Button>
      </Flex>
      <Table<IntegrationView>
        rowKey="id"
        loading={list.isPending}
        dataSource={list.data ?? []}
        pagination={false}
        locale={{ emptyText: API_TOKEN_TEXTS.empty }}
        scroll={{ x: 960 }}
        columns={[
          {
            title: API_TOKEN_TEXTS.columns.name,
            key: 'name',
            render: (_value, row) => (
              <Flex vertical gap={4} align="start">
                <Typography.Text strong>{row.name}</Typography.Text>
                {row.revokedAt && <Tag color="error">{API_TOKEN_TEXTS.revoked}</Tag>}
                {!row.revokedAt && isExpired(row) && <Tag>{API_TOKEN_TEXTS.expired}</Tag>}
              </Flex>
            ),
          },
          {
            title: API_TOKEN_TEXTS.columns.scopes,
            key: 'scopes',
            render: (_value, row) => (
              <Flex gap={4} wrap>
                {row.scopes.map((scope) => (
                  <Tag key={scope}>{scope}</Tag>
                ))}
              </Flex>
            ),
          },
          { title: API_TOKEN_TEXTS.columns.prefix, key: 'prefix', render: (_value, row) => <Typography.Text code>{`${row.prefix}…`}</Typography.Text> },
          {
            title: API_TOKEN_TEXTS.columns.created,
            key: 'created',
            render: (_value, row) => `${formatFullDate(row.createdAt)}, ${row.createdBy}`,
          },
          {
            title: API_TOKEN_TEXTS.columns.lastUsed,
            key: 'lastUsed',
            render: (_value, row) => (row.lastUsedAt ? `${formatFullDate(row.lastUsedAt)} (${row.lastUsedIp ?? '-'})` : API_TOKEN_TEXTS.never),
          },
          {
            title: API_TOKEN_TEXTS.columns.expires,
            key: 'expires',
            render: (_value, row) => (row.expiresAt ? formatFullDate(row.expiresAt) : API_TOKEN_TEXTS.never),
          },
          {
            title: 'ACTION',
            key: 'action',
            render: (_value, row) => (
              <Button
                size="small"
                danger
                icon={<StopOutlined />}
                disabled={Boolean(row.revokedAt)}
                aria-label={`${API_TOKEN_TEXTS.revoke} ${row.name}`}
                onClick={() => confirmRevoke(row)}
              >
                {API_TOKEN_TEXTS.revoke}
              </Button>
            ),
          },
        ]}
      />
      {making && <TokenFormModal onClose={() => setMaking(false)} onToken={setToken} />}
      {token && <SecretModal secret={token} title={API_TOKEN_TEXTS.tokenTitle} note={API_TOKEN_TEXTS.tokenNote} onClose={() => setToken(null)} />}
    </section>
  );
}
