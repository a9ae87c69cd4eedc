import { CloseOutlined, PictureOutlined } from '@ant-design/icons';
import { COVER_PREVIEW_HEIGHT } from '@csec/contracts';
import { Button, Flex, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../feedback/useToast';
import { IMAGE_ACCEPT } from '../lib/imageFile';
import { useImageUpload } from './useImageUpload';

interface CoverPickerProps {
  /** the cover's URL, given by the Form.Item it sits in */
  value?: string | null;
  onChange?: (url: string | null) => void;
  disabled: boolean;
}

type Status = 'idle' | 'uploading' | 'failed';

/** The name shown for a cover: the last part of its URL. */
const fileNameOf = (url: string) => decodeURIComponent(url.split('/').pop() ?? url);

/**
 * The cover, a form control of the blog form: choose, upload at once, show the name and a
 * 240 px preview, or clear it.
 */
export function CoverPicker({ value: url = null, onChange, disabled }: CoverPickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useImageUpload();
  const toast = useToast();
  const { t } = useTranslation();
  const [status, setStatus] = useState<Status>('idle');
  // an upload is stored under a generated name: show the chosen file's own name for it
  const [chosen, setChosen] = useState<{ url: string; name: string } | null>(null);
  const fileName = url ? (chosen?.url === url ? chosen.name : fileNameOf(url)) : null;

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setStatus('uploading');
    const outcome = await upload(file);
    if (outcome.ok) {
      setStatus('idle');
      setChosen({ url: outcome.url, name: file.name });
      onChange?.(outcome.url);
      return;
    }
    setStatus(outcome.stage === 'upload' ? 'failed' : 'idle');
    toast.error(outcome.message);
  };

  let label = fileName ?? t('cover.noFile');
  if (status === 'uploading') label = t('messages.coverUploading');
  if (status === 'failed') label = t('messages.coverUploadFailed');

  return (
    <Flex vertical gap={8}>
      <input
        ref={input}
        type="file"
        accept={IMAGE_ACCEPT}
        aria-label={t('cover.input')}
        // the Choose cover button stands in for the browser's own file control
        style={{ display: 'none' }}
        onChange={(event) => {
          void choose(event.target.files?.[0]);
          // choosing the same file again must fire change again
          event.target.value = '';
        }}
      />
      <Flex gap={8} align="center">
        <Button icon={<PictureOutlined />} disabled={disabled || status === 'uploading'} onClick={() => input.current?.click()}>
          {t('cover.choose')}
        </Button>
        <Typography.Text ellipsis style={{ flex: 1 }} type={status === 'failed' ? 'danger' : undefined}>
          {label}
        </Typography.Text>
        {url && (
          <Button
            type="text"
            aria-label={t('cover.clear')}
            icon={<CloseOutlined />}
            disabled={disabled}
            onClick={() => {
              setStatus('idle');
              onChange?.(null);
            }}
          />
        )}
      </Flex>
      <Flex justify="center" align="center" style={{ height: COVER_PREVIEW_HEIGHT, border: '1px dashed #d9d9d9', borderRadius: 8, overflow: 'hidden' }}>
        {url ? (
          <img src={url} alt={t('cover.previewAlt')} style={{ maxWidth: '100%', height: '100%', objectFit: 'contain' }} />
        ) : (
          <Typography.Text type="secondary">{t('cover.preview')}</Typography.Text>
        )}
      </Flex>
    </Flex>
  );
}
