import { DeleteOutlined, EditOutlined, KeyOutlined, PlusOutlined, UnorderedListOutlined } from '@ant-design/icons';
import type { WebhookView } from '@csec/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Flex, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteWebhook, useUpdateWebhook } from '../api/mutations';
import { webhookListQuery } from '../api/queries';
import { useToast } from '../feedback/useToast';
import { ApiTokensSection } from '../integrations/ApiTokensSection';
import { DeliveriesDrawer } from '../integrations/DeliveriesDrawer';
import { SecretModal } from '../integrations/SecretModal';
import { WebhookFormModal } from '../integrations/WebhookFormModal';
import { useConfirmDelete } from '../list/useConfirmDelete';
import { PageHeader } from '../ui/PageHeader';
import { ZoneNote } from '../ui/ZoneNote';

/** /dashboard/integrations (admin-level): API tokens, and webhooks with their secrets (each shown once) and delivery logs. */
export default function IntegrationsPage() {
  const toast = useToast();
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const confirmDelete = useConfirmDelete();
  const list = useQuery(webhookListQuery);
  const remove = useDeleteWebhook();
  const update = useUpdateWebhook();
  // undefined: no form open; null: adding; a webhook: editing it
  const [editing, setEditing] = useState<WebhookView | null | undefined>(undefined);
  const [secret, setSecret] = useState<string | null>(null);
  const [logOf, setLogOf] = useState<WebhookView | null>(null);

  const rollSecret = (webhook: WebhookView) => {
    modal.confirm({
      title: t('integrations.rollConfirm'),
      okText: t('integrations.rollSecret'),
      cancelText: t('integrations.cancel'),
      onOk: async () => {
        try {
          const answer = await update.mutateAsync({ id: webhook.id, rollSecret: true });
          if (answer.data.secret) setSecret(answer.data.secret);
        } catch (error) {
          toast.failure(error, { failed: t('integrations.saveFailed'), network: t('integrations.saveFailed') });
        }
      },
    });
  };

  const deleteWebhook = (webhook: WebhookView) =>
    confirmDelete(t('integrations.deleteConfirm', { url: webhook.url }), async () => {
      try {
        await remove.mutateAsync(webhook.id);
        toast.success(t('integrations.deleted'));
      } catch (error) {
        toast.failure(error, { failed: t('integrations.deleteFailed'), network: t('integrations.deleteFailed') });
      }
    });

  return (
    <>
      <PageHeader title={t('integrations.title')} actions={<ZoneNote />} />
      <ApiTokensSection />
      <Flex justify="space-between" align="center" gap={12} wrap style={{ marginBottom: 12 }}>
        <div>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t('integrations.webhooksTitle')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('integrations.webhooksIntro')}</Typography.Text>
        </div>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
          {t('integrations.add')}
        </Button>
      </Flex>
      <Table<WebhookView>
        rowKey="id"
        loading={list.isPending}
        dataSource={list.data ?? []}
        pagination={false}
        locale={{ emptyText: t('integrations.empty') }}
        scroll={{ x: 900 }}
        columns={[
          {
            title: t('integrations.urlLabel').toUpperCase(),
            key: 'url',
            render: (_value, webhook) => (
              <Flex vertical gap={4} align="start">
                <Typography.Text style={{ wordBreak: 'break-all' }}>{webhook.url}</Typography.Text>
                {webhook.fromEnvironment && <Tag>{t('integrations.fromEnvironment')}</Tag>}
              </Flex>
            ),
          },
          {
            title: t('integrations.eventsLabel').toUpperCase(),
            key: 'events',
            width: 260,
            render: (_value, webhook) => (
              <Flex gap={4} wrap>
                {webhook.events.map((event) => (
                  <Tag key={event}>{event}</Tag>
                ))}
              </Flex>
            ),
          },
          {
            title: t('common.actionColumn'),
            key: 'action',
            width: 330,
            render: (_value, webhook) => (
              <Flex gap={8} wrap>
                <Button
                  size="small"
                  icon={<UnorderedListOutlined />}
                  aria-label={`${t('integrations.deliveries')} ${webhook.url}`}
                  onClick={() => setLogOf(webhook)}
                >
                  {t('integrations.deliveries')}
                </Button>
                <Button size="small" icon={<EditOutlined />} aria-label={`${t('integrations.edit')} ${webhook.url}`} onClick={() => setEditing(webhook)}>
                  {t('integrations.edit')}
                </Button>
                <Button size="small" icon={<KeyOutlined />} aria-label={`${t('integrations.rollSecret')} ${webhook.url}`} onClick={() => rollSecret(webhook)}>
                  {t('integrations.rollSecret')}
                </Button>
                <Button
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`${t('integrations.delete')} ${webhook.url}`}
                  onClick={() => deleteWebhook(webhook)}
                />
              </Flex>
            ),
          },
        ]}
      />
      {editing !== undefined && <WebhookFormModal webhook={editing} onClose={() => setEditing(undefined)} onSecret={setSecret} />}
      {secret && <SecretModal secret={secret} onClose={() => setSecret(null)} />}
      {logOf && <DeliveriesDrawer webhook={logOf} onClose={() => setLogOf(null)} />}
    </>
  );
}
