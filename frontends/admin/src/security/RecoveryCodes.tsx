import { CopyOutlined } from '@ant-design/icons';
import { Alert, Button, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useToast } from '../feedback/useToast';

interface RecoveryCodesProps {
  codes: string[];
  onDone: () => void;
}

/** The ten recovery codes, right after two-factor login was turned on: the only time they are shown. */
export function RecoveryCodes({ codes, onDone }: RecoveryCodesProps) {
  const toast = useToast();
  const { t } = useTranslation();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toast.success(t('security.codesCopied'));
    } catch {
      // no clipboard outside a secure context, or the browser said no
      toast.error(t('security.copyFailed'));
    }
  };

  return (
    <>
      <Alert type="success" showIcon title={t('security.totpEnabled')} style={{ marginBottom: 16 }} />
      <Typography.Title level={5}>{t('security.recoveryTitle')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('security.recoveryHint')}</Typography.Paragraph>
      <ol
        aria-label={t('security.recoveryTitle')}
        style={{ columns: 2, fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 15, lineHeight: 1.8, margin: '0 0 16px' }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <Space wrap>
        <Button icon={<CopyOutlined />} onClick={() => void copy()}>
          {t('security.copyCodes')}
        </Button>
        <Button type="primary" onClick={onDone}>
          {t('security.savedCodes')}
        </Button>
      </Space>
    </>
  );
}
