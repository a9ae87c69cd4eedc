import { WEBHOOK_EVENTS } from '@csec/contracts';
import type { WebhookEvent, WebhookView } from '@csec/contracts';
import { Checkbox, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client';
import { useCreateWebhook, useUpdateWebhook } from '../api/mutations';
import { useToast } from '../feedback/useToast';
import { says } from '../lib/formRules';
import { showServerErrors } from '../lib/serverErrors';

interface WebhookValues {
  url: string;
  events: WebhookEvent[];
}

const rules = {
  url: [says({ required: true, whitespace: true }, 'integrations.urlInvalid')],
  events: [says({ required: true, type: 'array' as const, min: 1 }, 'integrations.eventsRequired')],
};

interface WebhookFormModalProps {
  /** the webhook to change; null adds one */
  webhook: WebhookView | null;
  onClose: () => void;
  /** a new webhook's secret, answered this once */
  onSecret: (secret: string) => void;
}

/** Adds a webhook, or changes its address and events; the API's refusals stay under their fields. */
export function WebhookFormModal({ webhook, onClose, onSecret }: WebhookFormModalProps) {
  const toast = useToast();
  const { t } = useTranslation();
  const [form] = Form.useForm<WebhookValues>();
  const create = useCreateWebhook();
  const update = useUpdateWebhook();

  const save = async ({ url, events }: WebhookValues) => {
    try {
      if (webhook) {
        await update.mutateAsync({ id: webhook.id, url: url.trim(), events });
        toast.success(t('integrations.updated'));
      } else {
        const answer = await create.mutateAsync({ url: url.trim(), events });
        if (answer.data.secret) onSecret(answer.data.secret);
      }
      onClose();
    } catch (error) {
      showServerErrors(form, error, { url: 'url', events: 'events' });
      // A private address is refused by what the host resolves to, not by the field's shape.
      if (error instanceof ApiError && error.code === 'webhook.url_forbidden') form.setFields([{ name: 'url', errors: [error.message] }]);
      toast.failure(error, { failed: t('integrations.saveFailed'), network: t('integrations.saveFailed') });
    }
  };

  return (
    <Modal
      open
      title={webhook ? t('integrations.editTitle') : t('integrations.addTitle')}
      okText={webhook ? t('integrations.save') : t('integrations.add')}
      cancelText={t('integrations.cancel')}
      okButtonProps={{ htmlType: 'submit', form: 'webhook-form', loading: create.isPending || update.isPending }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<WebhookValues>
        id="webhook-form"
        form={form}
        layout="vertical"
        initialValues={{ url: webhook?.url ?? '', events: webhook?.events ?? [] }}
        onFinish={(values) => void save(values)}
      >
        <Form.Item label={t('integrations.urlLabel')} name="url" htmlFor="webhook-url" rules={rules.url}>
          <Input id="webhook-url" placeholder="https://hooks.example.com/csec" />
        </Form.Item>
        <Form.Item label={t('integrations.eventsLabel')} name="events" rules={rules.events}>
          <Checkbox.Group
            style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
            options={WEBHOOK_EVENTS.map((event) => ({ value: event, label: `${event}: ${t(`integrations.events.${event}`)}` }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
