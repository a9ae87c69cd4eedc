import { Alert, Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

interface SecretModalProps {
  secret: string;
  onClose: () => void;
  /** what the secret is: a webhook's signing secret by default, or an API token */
  title?: string;
  note?: string;
}

/** A secret (a webhook's signing secret, an API token), shown the one time the API answers it, with Copy. */
export function SecretModal({ secret, onClose, title, note }: SecretModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      title={title ?? t('integrations.secretTitle')}
      closable={false}
      maskClosable={false}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('integrations.secretDone')}
        </Button>
      }
    >
      <Alert type="warning" showIcon title={note ?? t('integrations.secretNote')} style={{ marginBottom: 16 }} />
      <Typography.Paragraph code copyable={{ text: secret }} data-testid="shown-secret" style={{ wordBreak: 'break-all' }}>
        {secret}
      </Typography.Paragraph>
    </Modal>
  );
}
