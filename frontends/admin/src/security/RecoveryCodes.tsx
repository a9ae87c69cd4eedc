import { CopyOutlined } from '@ant-design/icons';
import { SECURITY_MESSAGES, SECURITY_UI } from '@csec/contracts';
import { Alert, Button, Space, Typography } from 'antd';
import { useToast } from '../feedback/useToast';

interface RecoveryCodesProps {
  codes: string[];
  onDone: () => void;
}

/** The ten recovery codes, right after two-factor login was turned on: the only time they are shown. */
export function RecoveryCodes({ codes, onDone }: RecoveryCodesProps) {
  const toast = useToast();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toast.success(SECURITY_UI.codesCopied);
    } catch {
      // no clipboard outside a secure context, or the browser said no
      toast.error(SECURITY_UI.copyFailed);
    }
  };

  return (
    <>
      <Alert type="success" showIcon title={SECURITY_MESSAGES.totpEnabled} style={{ marginBottom: 16 }} />
      <Typography.Title level={5}>{SECURITY_UI.recoveryTitle}</Typography.Title>
      <Typography.Paragraph type="secondary">{SECURITY_UI.recoveryHint}</Typography.Paragraph>
      <ol
        aria-label={SECURITY_UI.recoveryTitle}
        style={{ columns: 2, fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 15, lineHeight: 1.8, margin: '0 0 16px' }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <Space wrap>
        <Button icon={<CopyOutlined />} onClick={() => void copy()}>
          {SECURITY_UI.copyCodes}
        </Button>
        <Button type="primary" onClick={onDone}>
          {SECURITY_UI.savedCodes}
        </Button>
      </Space>
    </>
  );
}
