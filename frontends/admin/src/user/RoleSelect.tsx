import type { Role } from '@csec/contracts';
import { Form, Select } from 'antd';
import type { RoleSelectState } from '../lib/roleSelect';

interface RoleSelectProps {
  state: RoleSelectState;
  value: Role | '';
  error?: string;
  onChange(role: Role): void;
}

/** The role field; its options, lock and hint follow roleSelectState (spec section 6). */
export function RoleSelect({ state, value, error, onChange }: RoleSelectProps) {
  return (
    <Form.Item
      label="Role"
      htmlFor="user-role"
      validateStatus={error ? 'error' : undefined}
      help={error}
      extra={state.hint}
    >
      <Select<Role>
        id="user-role"
        placeholder="Select a role"
        value={value || undefined}
        options={state.options}
        disabled={state.disabled}
        onChange={onChange}
      />
    </Form.Item>
  );
}
