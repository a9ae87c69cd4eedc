import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** The lists' delete confirmation: the spec's question with Delete and Cancel buttons. */
export function useConfirmDelete() {
  const { modal } = App.useApp();
  const { t } = useTranslation();
  return useCallback(
    (question: string, onDelete: () => Promise<void>) => {
      modal.confirm({
        title: question,
        okText: t('common.delete'),
        okButtonProps: { danger: true },
        cancelText: t('common.cancel'),
        onOk: onDelete,
      });
    },
    [modal, t],
  );
}
