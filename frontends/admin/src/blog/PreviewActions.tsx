import { EyeOutlined, StopOutlined } from '@ant-design/icons';
import { PREVIEW_TEXTS } from '@csec/contracts';
import { App, Button, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useCreatePreview, useRevokePreviews } from '../api/mutations';
import { useToast } from '../feedback/useToast';
import { displayTimeZone } from '../lib/siteTimeZone';
import { formatSiteTime } from '../lib/siteTime';

const PREVIEW_FAILED = { failed: PREVIEW_TEXTS.failed, network: PREVIEW_TEXTS.failed };
const REVOKE_FAILED = { failed: PREVIEW_TEXTS.revokeFailed, network: PREVIEW_TEXTS.revokeFailed };

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
  const { modal } = App.useApp();
  const createPreview = useCreatePreview();
  const revokePreviews = useRevokePreviews();
  const [shown, setShown] = useState<{ url: string; until: string } | null>(null);

  const preview = async () => {
    let link;
    try {
      link = await createPreview.mutateAsync(blogId);
    } catch (error) {
      toast.failure(error, PREVIEW_FAILED);
      return;
    }
    const until = formatSiteTime(link.expiresAt, displayTimeZone());
    if (await copyToClipboard(link.url)) toast.success(PREVIEW_TEXTS.copied, PREVIEW_TEXTS.worksUntil(until));
    else setShown({ url: link.url, until });
  };

  const revoke = async () => {
    try {
      const answer = await revokePreviews.mutateAsync(blogId);
      toast.success(answer.message);
    } catch (error) {
      toast.failure(error, REVOKE_FAILED);
    }
  };

  const confirmRevoke = () => {
    modal.confirm({
      title: PREVIEW_TEXTS.revokeConfirm,
      okText: PREVIEW_TEXTS.revokeOk,
      okButtonProps: { danger: true },
      cancelText: PREVIEW_TEXTS.revokeCancel,
      onOk: revoke,
    });
  };

  return (
    <>
      <Button icon={<EyeOutlined />} loading={createPreview.isPending} onClick={() => void preview()}>
        {PREVIEW_TEXTS.button}
      </Button>
      <Button icon={<StopOutlined />} loading={revokePreviews.isPending} onClick={confirmRevoke}>
        {PREVIEW_TEXTS.revoke}
      </Button>
      <Modal
        title={PREVIEW_TEXTS.dialogTitle}
        open={shown !== null}
        onCancel={() => setShown(null)}
        footer={<Button onClick={() => setShown(null)}>{PREVIEW_TEXTS.done}</Button>}
        destroyOnHidden
      >
        {shown && (
          <>
            <Typography.Paragraph>{PREVIEW_TEXTS.dialogHint}</Typography.Paragraph>
            <Input
              readOnly
              autoFocus
              aria-label={PREVIEW_TEXTS.linkLabel}
              value={shown.url}
              onFocus={(event) => event.target.select()}
              suffix={<Typography.Text copyable={{ text: shown.url, tooltips: [PREVIEW_TEXTS.copy, PREVIEW_TEXTS.copied] }} />}
            />
            <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
              {PREVIEW_TEXTS.worksUntil(shown.until)}
            </Typography.Paragraph>
          </>
        )}
      </Modal>
    </>
  );
}
