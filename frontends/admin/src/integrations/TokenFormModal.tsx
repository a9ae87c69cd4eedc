import { API_TOKEN_MESSAGES, API_TOKEN_SCOPE_LABELS, API_TOKEN_SCOPES, API_TOKEN_TEXTS, INTEGRATION_TEXTS } from '@csec/contracts';
import type { ApiTokenScope } from '@csec/contracts';
import { Checkbox, DatePicker, Form, Input, Modal } from 'antd';
import type { Dayjs } from 'dayjs';
import { useCreateIntegration } from '../api/mutations';
import { useToast } from '../feedback/useToast';
import { showServerErrors } from '../lib/serverErrors';

interface TokenValues {
  name: string;
  scopes: ApiTokenScope[];
  expiresAt?: Dayjs | null;
}

const SAVE_FAILED = { failed: API_TOKEN_TEXTS.saveFailed, network: API_TOKEN_TEXTS.saveFailed };
const rules = {
  name: [
    { required: true, whitespace: true, message: API_TOKEN_MESSAGES.nameRequired },
    { max: 24, message: API_TOKEN_MESSAGES.nameRequired },
  ],
  scopes: [{ required: true, type: 'array' as const, min: 1, message: API_TOKEN_MESSAGES.scopesRequired }],
};

/** Makes an integration and its token; the token goes to `onToken`, to be shown once. */
export function TokenFormModal({ onClose, onToken }: { onClose: () => void; onToken: (token: string) => void }) {
  const toast = useToast();
  const [form] = Form.useForm<TokenValues>();
  const create = useCreateIntegration();

  const save = async ({ name, scopes, expiresAt }: TokenValues) => {
    try {
      const answer = await create.mutateAsync({ name: name.trim(), scopes, expiresAt: expiresAt?.toISOString() });
      onToken(answer.data.token);
      onClose();
    } catch (error) {
      showServerErrors(form, error, { name: 'name', scopes: 'scopes', expiresAt: 'expiresAt' });
      toast.failure(error, SAVE_FAILED);
    }
  };

  return (
    <Modal
      open
      title={API_TOKEN_TEXTS.addTitle}
      okText={API_TOKEN_TEXTS.add}
      cancelText={INTEGRATION_TEXTS.cancel}
      okButtonProps={{ htmlType: 'submit', form: 'token-form', loading: create.isPending }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<TokenValues> id="token-form" form={form} layout="vertical" initialValues={{ name: '', scopes: [] }} onFinish={(values) => void save(values)}>
        <Form.Item label={API_TOKEN_TEXTS.nameLabel} name="name" htmlFor="token-name" rules={rules.name}>
          <Input id="token-name" placeholder="CRM sync" maxLength={24} />
        </Form.Item>
        <Form.Item label={API_TOKEN_TEXTS.scopesLabel} name="scopes" rules={rules.scopes}>
          <Checkbox.Group
            style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
            options={API_TOKEN_SCOPES.map((scope) => ({ value: scope, label: `${scope}: ${API_TOKEN_SCOPE_LABELS[scope]}` }))}
          />
        </Form.Item>
        <Form.Item label={API_TOKEN_TEXTS.expiresLabel} name="expiresAt" htmlFor="token-expires">
          <DatePicker id="token-expires" showTime style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
