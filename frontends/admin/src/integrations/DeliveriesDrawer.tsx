import { INTEGRATION_TEXTS } from '@csec/contracts';
import type { WebhookDelivery, WebhookView } from '@csec/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Drawer, Flex, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useRedeliver } from '../api/mutations';
import { webhookDeliveriesQuery } from '../api/queries';
import { useToast } from '../feedback/useToast';
import { formatFullDate } from '../lib/formatDate';
import { ZoneNote } from '../ui/ZoneNote';

const STATE_COLORS = { pending: 'processing', succeeded: 'success', failed: 'error' } as const;
const REDELIVER_FAILED = { failed: INTEGRATION_TEXTS.redeliverFailed, network: INTEGRATION_TEXTS.redeliverFailed };

/** What one attempt got: the status and time it took, or why there was no answer. */
function attemptLine(attempt: WebhookDelivery['attempts'][number]): string {
  const answer = attempt.statusCode === null ? INTEGRATION_TEXTS.noAnswer : `HTTP ${attempt.statusCode}`;
  return `${formatFullDate(attempt.attemptedAt)}: ${answer}, ${attempt.durationMs} ms${attempt.error ? ` (${attempt.error})` : ''}`;
}

/** A webhook's delivery log, newest first: each delivery's state and every attempt, with Send again. */
export function DeliveriesDrawer({ webhook, onClose }: { webhook: WebhookView; onClose: () => void }) {
  const toast = useToast();
  const [page, setPage] = useState(1);
  const deliveries = useQuery(webhookDeliveriesQuery(webhook.id, page));
  const redeliver = useRedeliver();

  return (
    <Drawer open onClose={onClose} destroyOnHidden size={720} title={INTEGRATION_TEXTS.deliveriesTitle(webhook.url)} extra={<ZoneNote />}>
      <Table<WebhookDelivery>
        rowKey="id"
        loading={deliveries.isPending}
        dataSource={deliveries.data?.data ?? []}
        locale={{ emptyText: INTEGRATION_TEXTS.deliveriesEmpty }}
        pagination={{ current: page, pageSize: 15, total: deliveries.data?.countData ?? 0, onChange: setPage, showSizeChanger: false }}
        columns={[
          {
            title: 'EVENT',
            key: 'event',
            render: (_value, delivery) => (
              <Flex vertical>
                <Typography.Text strong>{delivery.event}</Typography.Text>
                <Typography.Text type="secondary">{formatFullDate(delivery.createdAt)}</Typography.Text>
              </Flex>
            ),
          },
          {
            title: 'STATE',
            key: 'state',
            render: (_value, delivery) => (
              <Flex vertical>
                <Tag color={STATE_COLORS[delivery.state]}>{INTEGRATION_TEXTS.stateLabels[delivery.state]}</Tag>
                {delivery.nextAttemptAt && (
                  <Typography.Text type="secondary">{INTEGRATION_TEXTS.nextAttempt(formatFullDate(delivery.nextAttemptAt))}</Typography.Text>
                )}
              </Flex>
            ),
          },
          {
            title: INTEGRATION_TEXTS.attemptsColumn.toUpperCase(),
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
                aria-label={`${INTEGRATION_TEXTS.redeliver} ${delivery.id}`}
                disabled={delivery.state === 'pending'}
                onClick={() => redeliver.mutate({ id: webhook.id, deliveryId: delivery.id }, { onError: (error) => toast.failure(error, REDELIVER_FAILED) })}
              >
                {INTEGRATION_TEXTS.redeliver}
              </Button>
            ),
          },
        ]}
      />
    </Drawer>
  );
}
