import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { hasErrors } from '../lib/formErrors';
import { validatePasswordChange } from '../lib/userForm';
import type { UserFormErrors } from '../lib/userForm';

interface PasswordDialogProps {
  open: boolean;
  busy: boolean;
  onSave(password: string): void;
  onCancel(): void;
}

/** The edit form's Change Password dialog: password and confirmation. */
export function PasswordDialog({ open, busy, onSave, onCancel }: PasswordDialogProps) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<UserFormErrors>({});

  const save = () => {
    const found = validatePasswordChange({ password, confirmation });
    setErrors(found);
    if (!hasErrors(found)) onSave(password);
  };

  return (
    <Modal
      title="Change your password"
      open={open}
      okText="Save"
      cancelText="Cancel"
      confirmLoading={busy}
      onOk={save}
      onCancel={onCancel}
      destroyOnHidden
      afterClose={() => {
        setPassword('');
        setConfirmation('');
        setErrors({});
      }}
    >
      <Form layout="vertical" onFinish={save}>
        <Form.Item
          label="Password"
          htmlFor="new-password"
          validateStatus={errors.password ? 'error' : undefined}
          help={errors.password}
        >
          <Input.Password
            id="new-password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </Form.Item>
        <Form.Item
          label="Confirmation Password"
          htmlFor="new-password-confirmation"
          validateStatus={errors.confirmation ? 'error' : undefined}
          help={errors.confirmation}
        >
          <Input.Password
            id="new-password-confirmation"
            autoComplete="new-password"
            value={confirmation}
            onChange={(e) => setConfirmation(e.target.value)}
            onPressEnter={save}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
