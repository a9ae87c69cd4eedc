import { Form, Input, Modal } from 'antd';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { userRules } from '../lib/formRules';

export interface PasswordValues {
  password: string;
  confirmation: string;
}

interface PasswordDialogProps {
  open: boolean;
  busy: boolean;
  /** the editor's instance, so it can show the server's message under the password */
  form: FormInstance<PasswordValues>;
  onSave: (password: string) => void;
  onCancel: () => void;
}

/** The edit form's Change Password dialog: password and confirmation. */
export function PasswordDialog({ open, busy, form, onSave, onCancel }: PasswordDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      title={t('user.passwordDialogTitle')}
      open={open}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      {/* preserve={false}: the fields start empty each time the dialog opens */}
      <Form<PasswordValues> form={form} layout="vertical" preserve={false} onFinish={({ password }) => onSave(password)}>
        <Form.Item label={t('user.password')} name="password" htmlFor="new-password" rules={userRules.password}>
          <Input.Password id="new-password" autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label={t('user.confirmation')}
          name="confirmation"
          htmlFor="new-password-confirmation"
          rules={userRules.confirmation}
          dependencies={['password']}
          validateFirst
        >
          <Input.Password id="new-password-confirmation" autoComplete="new-password" onPressEnter={() => form.submit()} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
