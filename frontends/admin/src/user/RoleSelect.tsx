import type { Role } from '@csec/contracts';
import { Form, Select } from 'antd';
import { userRules } from '../lib/formRules';
import type { RoleSelectState } from '../lib/roleSelect';

/** The user form's role field; its options, lock and hint follow roleSelectState (spec section 6). */
export function RoleSelect({ state }: { state: RoleSelectState }) {
  return (
    <Form.Item
      label="Role"
      name="role"
      htmlFor="user-role"
      rules={userRules.role}
      extra={state.hint}
      // the form holds '' for "no role yet"; the select shows its placeholder then
      getValueProps={(role: Role | '') => ({ value: role || undefined })}
    >
      <Select<Role> id="user-role" placeholder="Select a role" options={state.options} disabled={state.disabled} />
    </Form.Item>
  );
}
