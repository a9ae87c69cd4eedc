import { API_TOKEN_LIMITS, API_TOKEN_SCOPES } from '@csec/contracts';
import type { ApiTokenScope } from '@csec/contracts';
import { Checkbox, DatePicker, Form, Input, Modal } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useCreateIntegration } from '../api/mutations';
import { useToast } from '../feedback/useToast';
import { says } from '../lib/formRules';
import { showServerErrors } from '../lib/serverErrors';

interface TokenValues {
  name: string;
  scopes: ApiTokenScope[];
  expiresAt?: Dayjs | null;
}

/** A scope as a key of the texts: i18next reads ':' as a namespace separator, so 'content:read' is 'content.read' there. */
type ScopeKey = ApiTokenScope extends infer Scope ? (Scope extends `${infer Area}:${infer Access}` ? `${Area}.${Access}` : never) : never;
const scopeKey = (scope: ApiTokenScope) => scope.replace(':', '.') as ScopeKey;

const rules = {
  name: [says({ required: true, whitespace: true }, 'apiTokens.nameRequired'), says({ max: API_TOKEN_LIMITS.nameMax }, 'apiTokens.nameRequired')],
  scopes: [says({ required: true, type: 'array' as const, min: 1 }, 'apiTokens.scopesRequired')],
};

/** Makes an integration and its token; the token goes to `onToken`, to be shown once. */
export function TokenFormModal({ onClose, onToken }: { onClose: () => void; onToken: (token: string) => void }) {
  const toast = useToast();
  const { t } = useTranslation();
  const [form] = Form.useForm<TokenValues>();
  const create = useCreateIntegration();

  const save = async ({ name, scopes, expiresAt }: TokenValues) => {
    try {
      const answer = await create.mutateAsync({ name: name.trim(), scopes, expiresAt: expiresAt?.toISOString() });
      onToken(answer.data.token);
      onClose();
    } catch (error) {
      showServerErrors(form, error, { name: 'name', scopes: 'scopes', expiresAt: 'expiresAt' });
      toast.failure(error, { failed: t('apiTokens.saveFailed'), network: t('apiTokens.saveFailed') });
    }
  };

  return (
    <Modal
      open
      title={t('apiTokens.addTitle')}
      okText={t('apiTokens.add')}
      cancelText={t('integrations.cancel')}
      okButtonProps={{ htmlType: 'submit', form: 'token-form', loading: create.isPending }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<TokenValues> id="token-form" form={form} layout="vertical" initialValues={{ name: '', scopes: [] }} onFinish={(values) => void save(values)}>
        <Form.Item label={t('apiTokens.nameLabel')} name="name" htmlFor="token-name" rules={rules.name}>
          <Input id="token-name" placeholder="CRM sync" maxLength={24} />
        </Form.Item>
        <Form.Item label={t('apiTokens.scopesLabel')} name="scopes" rules={rules.scopes}>
          <Checkbox.Group
            style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
            options={API_TOKEN_SCOPES.map((scope) => ({ value: scope, label: `${scope}: ${t(`apiTokens.scopes.${scopeKey(scope)}`)}` }))}
          />
        </Form.Item>
        <Form.Item label={t('apiTokens.expiresLabel')} name="expiresAt" htmlFor="token-expires">
          <DatePicker id="token-expires" showTime style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
