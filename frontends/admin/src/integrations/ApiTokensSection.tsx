import { PlusOutlined, StopOutlined } from '@ant-design/icons';
import type { IntegrationView } from '@csec/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Flex, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevokeIntegration } from '../api/mutations';
import { integrationListQuery } from '../api/queries';
import { useToast } from '../feedback/useToast';
import { formatFullDate } from '../lib/formatDate';
import { SecretModal } from './SecretModal';
import { TokenFormModal } from './TokenFormModal';

const isExpired = (row: IntegrationView) => row.expiresAt !== null && Date.parse(row.expiresAt) <= Date.now();

/** The Integrations screen's API tokens: make one (shown once with Copy), see each one's last use, revoke. */
export function ApiTokensSection() {
  const toast = useToast();
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const list = useQuery(integrationListQuery);
  const revoke = useRevokeIntegration();
  const [making, setMaking] = useState(false);
  const [token, setToken] = useState<string | null>(null);

  const confirmRevoke = (row: IntegrationView) => {
    modal.confirm({
      title: t('apiTokens.revokeConfirm', { name: row.name }),
      okText: t('apiTokens.revoke'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await revoke.mutateAsync(row.id);
          toast.success(t('apiTokens.revokedToast'));
        } catch (error) {
          toast.failure(error, { failed: t('apiTokens.revokeFailed'), network: t('apiTokens.revokeFailed') });
        }
      },
    });
  };

  return (
    <section style={{ marginBottom: 32 }}>
      <Flex justify="space-between" align="center" gap={12} wrap style={{ marginBottom: 12 }}>
        <div>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t('apiTokens.title')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('apiTokens.intro')}</Typography.Text>
        </div>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setMaking(true)}>
          {t('apiTokens.add')}
        </Button>
      </Flex>
      <Table<IntegrationView>
        rowKey="id"
        loading={list.isPending}
        dataSource={list.data ?? []}
        pagination={false}
        locale={{ emptyText: t('apiTokens.empty') }}
        scroll={{ x: 960 }}
        columns={[
          {
            title: t('apiTokens.columns.name'),
            key: 'name',
            render: (_value, row) => (
              <Flex vertical gap={4} align="start">
                <Typography.Text strong>{row.name}</Typography.Text>
                {row.revokedAt && <Tag color="error">{t('apiTokens.revoked')}</Tag>}
                {!row.revokedAt && isExpired(row) && <Tag>{t('apiTokens.expired')}</Tag>}
              </Flex>
            ),
          },
          {
            title: t('apiTokens.columns.scopes'),
            key: 'scopes',
            render: (_value, row) => (
              <Flex gap={4} wrap>
                {row.scopes.map((scope) => (
                  <Tag key={scope}>{scope}</Tag>
                ))}
              </Flex>
            ),
          },
          { title: t('apiTokens.columns.prefix'), key: 'prefix', render: (_value, row) => <Typography.Text code>{`${row.prefix}…`}</Typography.Text> },
          {
            title: t('apiTokens.columns.created'),
            key: 'created',
            render: (_value, row) => `${formatFullDate(row.createdAt)}, ${row.createdBy}`,
          },
          {
            title: t('apiTokens.columns.lastUsed'),
            key: 'lastUsed',
            render: (_value, row) => (row.lastUsedAt ? `${formatFullDate(row.lastUsedAt)} (${row.lastUsedIp ?? '-'})` : t('apiTokens.never')),
          },
          {
            title: t('apiTokens.columns.expires'),
            key: 'expires',
            render: (_value, row) => (row.expiresAt ? formatFullDate(row.expiresAt) : t('apiTokens.never')),
          },
          {
            title: t('common.actionColumn'),
            key: 'action',
            render: (_value, row) => (
              <Button
                size="small"
                danger
                icon={<StopOutlined />}
                disabled={Boolean(row.revokedAt)}
                aria-label={`${t('apiTokens.revoke')} ${row.name}`}
                onClick={() => confirmRevoke(row)}
              >
                {t('apiTokens.revoke')}
              </Button>
            ),
          },
        ]}
      />
      {making && <TokenFormModal onClose={() => setMaking(false)} onToken={setToken} />}
      {token && <SecretModal secret={token} title={t('apiTokens.tokenTitle')} note={t('apiTokens.tokenNote')} onClose={() => setToken(null)} />}
    </section>
  );
}
