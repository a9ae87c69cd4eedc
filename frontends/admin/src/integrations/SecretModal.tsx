import { INTEGRATION_TEXTS } from '@csec/contracts';
import { Alert, Button, Modal, Typography } from 'antd';

/** A signing secret, shown the one time the API answers it, with Copy. */
export function SecretModal({ secret, onClose }: { secret: string; onClose: () => void }) {
  return (
    <Modal
      open
      title={INTEGRATION_TEXTS.secretTitle}
      closable={false}
      maskClosable={false}
      footer={
        <Button type="primary" onClick={onClose}>
          {INTEGRATION_TEXTS.secretDone}
        </Button>
      }
    >
      <Alert type="warning" showIcon title={INTEGRATION_TEXTS.secretNote} style={{ marginBottom: 16 }} />
      <Typography.Paragraph code copyable={{ text: secret }} data-testid="webhook-secret" style={{ wordBreak: 'break-all' }}>
        {secret}
      </Typography.Paragraph>
    </Modal>
  );
}
