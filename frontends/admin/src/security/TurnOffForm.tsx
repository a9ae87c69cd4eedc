import { LockOutlined, SafetyOutlined } from '@ant-design/icons';
import { Button, Form, Input, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDisableTwoFactor } from '../api/mutations';
import { useToast } from '../feedback/useToast';
import { loginRules, twoFactorRules } from '../lib/formRules';
import { showServerErrors } from '../lib/serverErrors';

interface TurnOffValues {
  password: string;
  code: string;
}

/** Turning two-factor login off: the account's password and a current code (or a recovery code). */
export function TurnOffForm({ onDone }: { onDone: () => void }) {
  const [form] = Form.useForm<TurnOffValues>();
  const disable = useDisableTwoFactor();
  const toast = useToast();
  const { t } = useTranslation();

  const turnOff = async ({ password, code }: TurnOffValues) => {
    try {
      await disable.mutateAsync({ password, code: code.trim() });
      toast.success(t('security.totpDisabled'));
      onDone();
    } catch (error) {
      showServerErrors(form, error, { password: 'password', code: 'code' });
      toast.failure(error, { network: t('security.twoFactorError') });
    }
  };

  return (
    <Form<TurnOffValues> form={form} layout="vertical" style={{ maxWidth: 360 }} onFinish={(values) => void turnOff(values)}>
      <Typography.Paragraph>{t('security.turnOffHint')}</Typography.Paragraph>
      <Form.Item label={t('security.password')} name="password" htmlFor="two-factor-off-password" rules={loginRules.password}>
        <Input.Password id="two-factor-off-password" prefix={<LockOutlined />} autoComplete="current-password" autoFocus />
      </Form.Item>
      <Form.Item label={t('security.codeLabel')} name="code" htmlFor="two-factor-off-code" rules={twoFactorRules.code}>
        <Input id="two-factor-off-code" prefix={<SafetyOutlined />} autoComplete="one-time-code" autoCapitalize="off" spellCheck={false} />
      </Form.Item>
      <Space>
        <Button danger type="primary" htmlType="submit" loading={disable.isPending}>
          {t('security.turnOff')}
        </Button>
        <Button onClick={onDone}>{t('security.cancel')}</Button>
      </Space>
    </Form>
  );
}
