import { SafetyOutlined } from '@ant-design/icons';
import type { TwoFactorSetup } from '@csec/contracts';
import { Button, Flex, Form, Input, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useEnableTwoFactor } from '../api/mutations';
import { useToast } from '../feedback/useToast';
import { twoFactorRules } from '../lib/formRules';
import { showServerErrors } from '../lib/serverErrors';

/** The size the API draws the QR code at. */
const QR_SIZE = 240;

/** The base32 key in groups of four, as authenticator apps show and accept it. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

interface TwoFactorSetupPanelProps {
  setup: TwoFactorSetup;
  /** two-factor login is on; these are the recovery codes, shown once */
  onEnabled: (codes: string[]) => void;
  onCancel: () => void;
}

/** Turning two-factor login on: the QR code (and the key to type instead), then a code from the app to confirm. */
export function TwoFactorSetupPanel({ setup, onEnabled, onCancel }: TwoFactorSetupPanelProps) {
  const [form] = Form.useForm<{ code: string }>();
  const enable = useEnableTwoFactor();
  const toast = useToast();
  const { t } = useTranslation();

  const confirm = async ({ code }: { code: string }) => {
    try {
      onEnabled(await enable.mutateAsync(code.trim()));
    } catch (error) {
      showServerErrors(form, error, { code: 'code' });
      toast.failure(error, { network: t('security.twoFactorError') });
    }
  };

  return (
    <>
      <Typography.Paragraph>{t('security.scanStep')}</Typography.Paragraph>
      <Flex justify="center">
        {/* a data: URL from the API, so nothing is fetched from anywhere else */}
        <img src={setup.qrCode} alt={t('security.qrAlt')} width={QR_SIZE} height={QR_SIZE} />
      </Flex>
      <Typography.Paragraph style={{ margin: '16px 0 4px' }}>{t('security.setupKeyLabel')}</Typography.Paragraph>
      <Typography.Paragraph>
        <Typography.Text code copyable={{ text: setup.secret }} data-testid="two-factor-secret">
          {grouped(setup.secret)}
        </Typography.Text>
      </Typography.Paragraph>
      <Typography.Paragraph>
        <a href={setup.otpauthUrl}>{t('security.openInApp')}</a>
      </Typography.Paragraph>
      <Form<{ code: string }> form={form} layout="vertical" onFinish={(values) => void confirm(values)}>
        <Form.Item label={t('security.codeLabel')} name="code" htmlFor="two-factor-setup-code" rules={twoFactorRules.code} extra={t('security.confirmStep')}>
          <Input id="two-factor-setup-code" prefix={<SafetyOutlined />} autoComplete="one-time-code" inputMode="numeric" style={{ maxWidth: 240 }} autoFocus />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={enable.isPending}>
            {t('security.confirm')}
          </Button>
          <Button onClick={onCancel}>{t('security.cancel')}</Button>
        </Space>
      </Form>
    </>
  );
}
