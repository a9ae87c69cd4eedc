import { SafetyOutlined } from '@ant-design/icons';
import { SECURITY_UI } from '@csec/contracts';
import type { TwoFactorSetup } from '@csec/contracts';
import { Button, Flex, Form, Input, Space, Typography } from 'antd';
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

  const confirm = async ({ code }: { code: string }) => {
    try {
      onEnabled(await enable.mutateAsync(code.trim()));
    } catch (error) {
      showServerErrors(form, error, { code: 'code' });
      toast.failure(error, { network: SECURITY_UI.twoFactorError });
    }
  };

  return (
    <>
      <Typography.Paragraph>{SECURITY_UI.scanStep}</Typography.Paragraph>
      <Flex justify="center">
        {/* a data: URL from the API, so nothing is fetched from anywhere else */}
        <img src={setup.qrCode} alt={SECURITY_UI.qrAlt} width={QR_SIZE} height={QR_SIZE} />
      </Flex>
      <Typography.Paragraph style={{ margin: '16px 0 4px' }}>{SECURITY_UI.setupKeyLabel}</Typography.Paragraph>
      <Typography.Paragraph>
        <Typography.Text code copyable={{ text: setup.secret }} data-testid="two-factor-secret">
          {grouped(setup.secret)}
        </Typography.Text>
      </Typography.Paragraph>
      <Typography.Paragraph>
        <a href={setup.otpauthUrl}>{SECURITY_UI.openInApp}</a>
      </Typography.Paragraph>
      <Form<{ code: string }> form={form} layout="vertical" onFinish={(values) => void confirm(values)}>
        <Form.Item label={SECURITY_UI.codeLabel} name="code" htmlFor="two-factor-setup-code" rules={twoFactorRules.code} extra={SECURITY_UI.confirmStep}>
          <Input id="two-factor-setup-code" prefix={<SafetyOutlined />} autoComplete="one-time-code" inputMode="numeric" style={{ maxWidth: 240 }} autoFocus />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={enable.isPending}>
            {SECURITY_UI.confirm}
          </Button>
          <Button onClick={onCancel}>{SECURITY_UI.cancel}</Button>
        </Space>
      </Form>
    </>
  );
}
