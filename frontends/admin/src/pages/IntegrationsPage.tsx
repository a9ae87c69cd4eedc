import { DeleteOutlined, EditOutlined, KeyOutlined, PlusOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { INTEGRATION_TEXTS, WEBHOOK_MESSAGES } from '@csec/contracts';
import type { WebhookView } from '@csec/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Flex, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
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

const DELETE_FAILED = { failed: INTEGRATION_TEXTS.deleteFailed, network: INTEGRATION_TEXTS.deleteFailed };
const SAVE_FAILED = { failed: INTEGRATION_TEXTS.saveFailed, network: INTEGRATION_TEXTS.saveFailed };

/** /dashboard/integrations (admin-level): API tokens, and webhooks with their secrets (each shown once) and delivery logs. */
export default function IntegrationsPage() {
  const toast = useToast();
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
      title: INTEGRATION_TEXTS.rollConfirm,
      okText: INTEGRATION_TEXTS.rollSecret,
      cancelText: INTEGRATION_TEXTS.cancel,
      onOk: async () => {
        try {
          const answer = await update.mutateAsync({ id: webhook.id, rollSecret: true });
          if (answer.data.secret) setSecret(answer.data.secret);
        } catch (error) {
          toast.failure(error, SAVE_FAILED);
        }
      },
    });
  };

  const deleteWebhook = (webhook: WebhookView) =>
    confirmDelete(INTEGRATION_TEXTS.deleteConfirm(webhook.url), async () => {
      try {
        await remove.mutateAsync(webhook.id);
        toast.success(WEBHOOK_MESSAGES.deleted);
      } catch (error) {
        toast.failure(error, DELETE_FAILED);
      }
    });

  return (
    <>
      <PageHeader title={INTEGRATION_TEXTS.title} actions={<ZoneNote />} />
      <ApiTokensSection />
      <Flex justify="space-between" align="center" gap={12} wrap style={{ marginBottom: 12 }}>
        <div>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {INTEGRATION_TEXTS.webhooksTitle}
          </Typography.Title>
          <Typography.Text type="secondary">{INTEGRATION_TEXTS.webhooksIntro}</Typography.Text>
        </div>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
          {INTEGRATION_TEXTS.add}
        </Button>
      </Flex>
      <Table<WebhookView>
        rowKey="id"
        loading={list.isPending}
        dataSource={list.data ?? []}
        pagination={false}
        locale={{ emptyText: INTEGRATION_TEXTS.empty }}
        scroll={{ x: 900 }}
        columns={[
          {
            title: INTEGRATION_TEXTS.urlLabel.toUpperCase(),
            key: 'url',
            render: (_value, webhook) => (
              <Flex vertical gap={4} align="start">
                <Typography.Text style={{ wordBreak: 'break-all' }}>{webhook.url}</Typography.Text>
                {webhook.fromEnvironment && <Tag>{INTEGRATION_TEXTS.fromEnvironment}</Tag>}
              </Flex>
            ),
          },
          {
            title: INTEGRATION_TEXTS.eventsLabel.toUpperCase(),
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
            title: 'ACTION',
            key: 'action',
            width: 330,
            render: (_value, webhook) => (
              <Flex gap={8} wrap>
                <Button
                  size="small"
                  icon={<UnorderedListOutlined />}
                  aria-label={`${INTEGRATION_TEXTS.deliveries} ${webhook.url}`}
                  onClick={() => setLogOf(webhook)}
                >
                  {INTEGRATION_TEXTS.deliveries}
                </Button>
                <Button size="small" icon={<EditOutlined />} aria-label={`${INTEGRATION_TEXTS.edit} ${webhook.url}`} onClick={() => setEditing(webhook)}>
                  {INTEGRATION_TEXTS.edit}
                </Button>
                <Button size="small" icon={<KeyOutlined />} aria-label={`${INTEGRATION_TEXTS.rollSecret} ${webhook.url}`} onClick={() => rollSecret(webhook)}>
                  {INTEGRATION_TEXTS.rollSecret}
                </Button>
                <Button
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`${INTEGRATION_TEXTS.delete} ${webhook.url}`}
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
