import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client';
import { useUploadImageMutation } from '../api/mutations';
import { useToast } from '../feedback/useToast';
import { failureMessage, fieldMessage } from '../i18n/serverMessages';
import { imageFileError } from '../lib/imageFile';

export type UploadOutcome =
  | { ok: true; url: string }
  /** 'check': refused before sending; 'upload': the server or the network failed */
  | { ok: false; stage: 'check' | 'upload'; message: string };

/** Checks and uploads one image (cover or editor); each caller shows a failure its own way. */
export function useImageUpload() {
  const toast = useToast();
  const { t } = useTranslation();
  const { mutateAsync } = useUploadImageMutation();
  return useCallback(
    async (file: File): Promise<UploadOutcome> => {
      const refused = imageFileError(file);
      if (refused) return { ok: false, stage: 'check', message: fieldMessage(refused) };
      try {
        const response = await mutateAsync(file);
        toast.success(t('messages.uploadSuccess'));
        return { ok: true, url: response.url };
      } catch (error) {
        const message = error instanceof ApiError && error.kind === 'failed' ? failureMessage(error) : t('messages.uploadError');
        return { ok: false, stage: 'upload', message };
      }
    },
    [toast, mutateAsync, t],
  );
}
