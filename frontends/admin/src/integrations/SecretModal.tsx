import { INTEGRATION_TEXTS } from '@csec/contracts';
import { Alert, Button, Modal, Typography } from 'antd';

interface SecretModalProps {
  secret: string;
  onClose: () => void;
  /** what the secret is: a webhook's signing secret by default, or an API token */
  title?: string;
  note?: string;
}

/** A secret (a webhook's signing secret, an API token), shown the one time the API answers it, with Copy. */
export function SecretModal({ secret, onClose, title = INTEGRATION_TEXTS.secretTitle, note = INTEGRATION_TEXTS.secretNote }: SecretModalProps) {
  return (
    <Modal
      open
      title={title}
      closable={false}
      maskClosable={false}
      footer={
        <Button type="primary" onClick={onClose}>
          {INTEGRATION_TEXTS.secretDone}
        </Button>
      }
    >
      <Alert type="warning" showIcon title={note} style={{ marginBottom: 16 }} />
      <Typography.Paragraph code copyable={{ text: secret }} data-testid="shown-secret" style={{ wordBreak: 'break-all' }}>
        {secret}
      </Typography.Paragraph>
    </Modal>
  );
}
