import { EyeOutlined, StopOutlined } from '@ant-design/icons';
import { App, Button, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreatePreview, useRevokePreviews } from '../api/mutations';
import { useToast } from '../feedback/useToast';
import { displayTimeZone } from '../lib/siteTimeZone';
import { formatSiteTime } from '../lib/siteTime';

/** True once `text` is on the clipboard; false where there is none (outside a secure context) or the browser refused. */
async function copyToClipboard(text: string): Promise<boolean> {
  if (typeof navigator.clipboard?.writeText !== 'function') return false;
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The editor's Preview button and 'Revoke preview links' action for a saved post. Preview makes a
 * new link and copies it; where the clipboard cannot be written, a dialog shows the link to copy.
 * Either way the reader learns until when it works, on the site's clock when the dashboard knows it.
 */
export function PreviewActions({ blogId }: { blogId: number }) {
  const toast = useToast();
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const createPreview = useCreatePreview();
  const revokePreviews = useRevokePreviews();
  const [shown, setShown] = useState<{ url: string; until: string } | null>(null);

  const preview = async () => {
    let link;
    try {
      link = await createPreview.mutateAsync(blogId);
    } catch (error) {
      toast.failure(error, { failed: t('preview.failed'), network: t('preview.failed') });
      return;
    }
    const until = formatSiteTime(link.expiresAt, displayTimeZone());
    if (await copyToClipboard(link.url)) toast.success(t('preview.copied'), t('preview.worksUntil', { until }));
    else setShown({ url: link.url, until });
  };

  const revoke = async () => {
    try {
      const answer = await revokePreviews.mutateAsync(blogId);
      toast.success(answer.message);
    } catch (error) {
      toast.failure(error, { failed: t('preview.revokeFailed'), network: t('preview.revokeFailed') });
    }
  };

  const confirmRevoke = () => {
    modal.confirm({
      title: t('preview.revokeConfirm'),
      okText: t('preview.revokeOk'),
      okButtonProps: { danger: true },
      cancelText: t('preview.revokeCancel'),
      onOk: revoke,
    });
  };

  return (
    <>
      <Button icon={<EyeOutlined />} loading={createPreview.isPending} onClick={() => void preview()}>
        {t('preview.button')}
      </Button>
      <Button icon={<StopOutlined />} loading={revokePreviews.isPending} onClick={confirmRevoke}>
        {t('preview.revoke')}
      </Button>
      <Modal
        title={t('preview.dialogTitle')}
        open={shown !== null}
        onCancel={() => setShown(null)}
        footer={<Button onClick={() => setShown(null)}>{t('preview.done')}</Button>}
        destroyOnHidden
      >
        {shown && (
          <>
            <Typography.Paragraph>{t('preview.dialogHint')}</Typography.Paragraph>
            <Input
              readOnly
              autoFocus
              aria-label={t('preview.linkLabel')}
              value={shown.url}
              onFocus={(event) => event.target.select()}
              suffix={<Typography.Text copyable={{ text: shown.url, tooltips: [t('preview.copy'), t('preview.copied')] }} />}
            />
            <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
              {t('preview.worksUntil', { until: shown.until })}
            </Typography.Paragraph>
          </>
        )}
      </Modal>
    </>
  );
}
