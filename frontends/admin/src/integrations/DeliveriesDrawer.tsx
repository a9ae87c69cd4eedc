import type { WebhookDelivery, WebhookView } from '@csec/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Drawer, Flex, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRedeliver } from '../api/mutations';
import { webhookDeliveriesQuery } from '../api/queries';
import { useToast } from '../feedback/useToast';
import { i18n } from '../i18n/i18n';
import { formatFullDate } from '../lib/formatDate';
import { ZoneNote } from '../ui/ZoneNote';

const STATE_COLORS = { pending: 'processing', succeeded: 'success', failed: 'error' } as const;

/** What one attempt got: the status and time it took, or why there was no answer. */
function attemptLine(attempt: WebhookDelivery['attempts'][number]): string {
  const answer = attempt.statusCode === null ? i18n.t('integrations.noAnswer') : `HTTP ${attempt.statusCode}`;
  return `${formatFullDate(attempt.attemptedAt)}: ${answer}, ${attempt.durationMs} ms${attempt.error ? ` (${attempt.error})` : ''}`;
}

/** A webhook's delivery log, newest first: each delivery's state and every attempt, with Send again. */
export function DeliveriesDrawer({ webhook, onClose }: { webhook: WebhookView; onClose: () => void }) {
  const toast = useToast();
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const deliveries = useQuery(webhookDeliveriesQuery(webhook.id, page));
  const redeliver = useRedeliver();

  return (
    <Drawer open onClose={onClose} destroyOnHidden size={720} title={t('integrations.deliveriesTitle', { url: webhook.url })} extra={<ZoneNote />}>
      <Table<WebhookDelivery>
        rowKey="id"
        loading={deliveries.isPending}
        dataSource={deliveries.data?.data ?? []}
        locale={{ emptyText: t('integrations.deliveriesEmpty') }}
        pagination={{ current: page, pageSize: 15, total: deliveries.data?.countData ?? 0, onChange: setPage, showSizeChanger: false }}
        columns={[
          {
            title: t('integrations.columns.event'),
            key: 'event',
            render: (_value, delivery) => (
              <Flex vertical>
                <Typography.Text strong>{delivery.event}</Typography.Text>
                <Typography.Text type="secondary">{formatFullDate(delivery.createdAt)}</Typography.Text>
              </Flex>
            ),
          },
          {
            title: t('integrations.columns.state'),
            key: 'state',
            render: (_value, delivery) => (
              <Flex vertical>
                <Tag color={STATE_COLORS[delivery.state]}>{t(`integrations.states.${delivery.state}`)}</Tag>
                {delivery.nextAttemptAt && (
                  <Typography.Text type="secondary">{t('integrations.nextAttempt', { when: formatFullDate(delivery.nextAttemptAt) })}</Typography.Text>
                )}
              </Flex>
            ),
          },
          {
            title: t('integrations.attemptsColumn').toUpperCase(),
            key: 'attempts',
            render: (_value, delivery) => (
              <ol style={{ margin: 0, paddingLeft: 18 }}>
                {delivery.attempts.map((attempt) => (
                  <li key={attempt.attemptedAt}>{attemptLine(attempt)}</li>
                ))}
              </ol>
            ),
          },
          {
            title: '',
            key: 'action',
            render: (_value, delivery) => (
              <Button
                size="small"
                aria-label={`${t('integrations.redeliver')} ${delivery.id}`}
                disabled={delivery.state === 'pending'}
                onClick={() =>
                  redeliver.mutate(
                    { id: webhook.id, deliveryId: delivery.id },
                    { onError: (error) => toast.failure(error, { failed: t('integrations.redeliverFailed'), network: t('integrations.redeliverFailed') }) },
                  )
                }
              >
                {t('integrations.redeliver')}
              </Button>
            ),
          },
        ]}
      />
    </Drawer>
  );
}
