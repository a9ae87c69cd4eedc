import type { Role } from '@csec/contracts';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { userRules } from '../lib/formRules';
import type { RoleSelectState } from '../lib/roleSelect';

/** The user form's role field; its options, lock and hint follow roleSelectState (spec section 6). */
export function RoleSelect({ state }: { state: RoleSelectState }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      label={t('user.role')}
      name="role"
      htmlFor="user-role"
      rules={userRules.role}
      extra={state.hint}
      // the form holds '' for "no role yet"; the select shows its placeholder then
      getValueProps={(role: Role | '') => ({ value: role || undefined })}
    >
      <Select<Role> id="user-role" placeholder={t('user.rolePlaceholder')} options={state.options} disabled={state.disabled} />
    </Form.Item>
  );
}
