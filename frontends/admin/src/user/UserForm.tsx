import type { Role } from '@csec/contracts';
import { Button, Form, Input, Space } from 'antd';
import { useState, type ReactNode } from 'react';
import type { RoleSelectState } from '../lib/roleSelect';
import { hasErrors } from '../lib/formErrors';
import { validateNewUser, validateProfile } from '../lib/userForm';
import type { UserFormErrors, UserFormValues } from '../lib/userForm';
import { RoleSelect } from './RoleSelect';

interface UserFormProps {
  /** 'add' asks for a password too; 'edit' leaves it to the password dialog */
  mode: 'add' | 'edit';
  initial: UserFormValues;
  roleState: RoleSelectState;
  busy: boolean;
  onSubmit(values: UserFormValues): void;
  /** more buttons beside Save, e.g. the password dialog's */
  extraActions?: ReactNode;
}

export function UserForm({ mode, initial, roleState, busy, onSubmit, extraActions }: UserFormProps) {
  const [values, setValues] = useState<UserFormValues>(initial);
  const [errors, setErrors] = useState<UserFormErrors>({});

  const set = <K extends keyof UserFormValues>(field: K, value: UserFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = () => {
    const found = mode === 'add' ? validateNewUser(values) : validateProfile(values);
    setErrors(found);
    if (!hasErrors(found)) onSubmit(values);
  };

  const status = (field: keyof UserFormValues) => (errors[field] ? 'error' : undefined);

  return (
    <Form layout="vertical" onFinish={submit} style={{ maxWidth: 560 }}>
      <Form.Item label="Username" htmlFor="user-username" validateStatus={status('username')} help={errors.username}>
        <Input id="user-username" value={values.username} onChange={(e) => set('username', e.target.value)} />
      </Form.Item>
      <Form.Item label="Email" htmlFor="user-email" validateStatus={status('email')} help={errors.email}>
        <Input id="user-email" value={values.email} onChange={(e) => set('email', e.target.value)} />
      </Form.Item>
      {mode === 'add' && (
        <>
          <Form.Item label="Password" htmlFor="user-password" validateStatus={status('password')} help={errors.password}>
            <Input.Password
              id="user-password"
              autoComplete="new-password"
              value={values.password}
              onChange={(e) => set('password', e.target.value)}
            />
          </Form.Item>
          <Form.Item
            label="Confirmation Password"
            htmlFor="user-confirmation"
            validateStatus={status('confirmation')}
            help={errors.confirmation}
          >
            <Input.Password
              id="user-confirmation"
              autoComplete="new-password"
              value={values.confirmation}
              onChange={(e) => set('confirmation', e.target.value)}
            />
          </Form.Item>
        </>
      )}
      <RoleSelect state={roleState} value={values.role} error={errors.role} onChange={(role: Role) => set('role', role)} />
      <Space>
        <Button type="primary" htmlType="submit" loading={busy}>
          Save
        </Button>
        {extraActions}
      </Space>
    </Form>
  );
}
