import { Button, Form, Input, Space } from 'antd';
import type { FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { userRules } from '../lib/formRules';
import type { RoleSelectState } from '../lib/roleSelect';
import type { UserFormValues } from '../lib/userForm';
import { RoleSelect } from './RoleSelect';

interface UserFormProps {
  /** 'add' asks for a password too; 'edit' leaves it to the password dialog */
  mode: 'add' | 'edit';
  initial: UserFormValues;
  roleState: RoleSelectState;
  busy: boolean;
  onSubmit: (values: UserFormValues) => void;
  /** the page's instance, to show the server's field messages; one of its own otherwise */
  form?: FormInstance<UserFormValues>;
  /** more buttons beside Save, e.g. the password dialog's */
  extraActions?: ReactNode;
}

/** Action a User, Update a User and Profil: the account's fields, checked with the spec's messages. */
export function UserForm({ mode, initial, roleState, busy, onSubmit, form: given, extraActions }: UserFormProps) {
  const [form] = Form.useForm<UserFormValues>(given);
  const { t } = useTranslation();
  return (
    <Form<UserFormValues>
      form={form}
      layout="vertical"
      initialValues={initial}
      // the edit form has no password fields: their blank initial values complete what it submits
      onFinish={(values) => onSubmit({ ...initial, ...values })}
      style={{ maxWidth: 560 }}
    >
      <Form.Item label={t('user.username')} name="username" htmlFor="user-username" rules={userRules.username} validateFirst>
        <Input id="user-username" />
      </Form.Item>
      <Form.Item label={t('user.email')} name="email" htmlFor="user-email" rules={userRules.email}>
        <Input id="user-email" />
      </Form.Item>
      {mode === 'add' && (
        <>
          <Form.Item label={t('user.password')} name="password" htmlFor="user-password" rules={userRules.password}>
            <Input.Password id="user-password" autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            label={t('user.confirmation')}
            name="confirmation"
            htmlFor="user-confirmation"
            rules={userRules.confirmation}
            dependencies={['password']}
            validateFirst
          >
            <Input.Password id="user-confirmation" autoComplete="new-password" />
          </Form.Item>
        </>
      )}
      <RoleSelect state={roleState} />
      <Space>
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('common.save')}
        </Button>
        {extraActions}
      </Space>
    </Form>
  );
}
