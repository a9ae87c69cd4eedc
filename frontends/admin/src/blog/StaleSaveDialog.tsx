import { CopyOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Input, Modal, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../feedback/useToast';
import { htmlToText } from '../lib/htmlText';

interface StaleSaveDialogProps {
  /** The API's `blog.stale` message (who saved last, and when); null keeps the dialog closed. */
  message: string | null;
  /** What this editor holds and could not save. */
  draft: { title: string; content: string };
  onReload: () => Promise<void>;
  onClose: () => void;
}

/**
 * Shown when a save was refused because someone saved the post after it was opened: nothing is
 * overwritten. The editor may take the newer version (losing their edits, so they can copy them
 * out first) or close the dialog and keep their text on screen.
 */
export function StaleSaveDialog({ message, draft, onReload, onClose }: StaleSaveDialogProps) {
  const toast = useToast();
  const { t } = useTranslation();
  const [reloading, setReloading] = useState(false);
  const [manualCopy, setManualCopy] = useState(false);
  const text = `${draft.title}\n\n${htmlToText(draft.content)}`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t('stale.copied'));
    } catch {
      // no clipboard outside a secure context, or the browser said no: the text is shown to select
      setManualCopy(true);
    }
  };

  const reload = async () => {
    setReloading(true);
    try {
      await onReload();
    } finally {
      setReloading(false);
    }
  };

  return (
    <Modal
      open={message !== null}
      title={t('stale.title')}
      onCancel={onClose}
      afterClose={() => setManualCopy(false)}
      footer={
        <Space wrap>
          <Button onClick={onClose}>{t('stale.keepEditing')}</Button>
          <Button icon={<CopyOutlined />} onClick={() => void copy()}>
            {t('stale.copy')}
          </Button>
          <Button type="primary" icon={<ReloadOutlined />} loading={reloading} onClick={() => void reload()}>
            {t('stale.reload')}
          </Button>
        </Space>
      }
    >
      <Alert type="warning" showIcon title={message} />
      {manualCopy && (
        <>
          <p style={{ margin: '16px 0 8px' }}>{t('stale.copyFailed')}</p>
          <Input.TextArea aria-label={t('stale.yourText')} value={text} readOnly autoSize={{ minRows: 4, maxRows: 12 }} />
        </>
      )}
    </Modal>
  );
}
