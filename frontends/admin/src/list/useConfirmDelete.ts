import { App } from 'antd';
import { useCallback } from 'react';

/** The lists' delete confirmation: the spec's question with Delete and Cancel buttons. */
export function useConfirmDelete() {
  const { modal } = App.useApp();
  return useCallback(
    (question: string, onDelete: () => Promise<void>) => {
      modal.confirm({
        title: question,
        okText: 'Delete',
        okButtonProps: { danger: true },
        cancelText: 'Cancel',
        onOk: onDelete,
      });
    },
    [modal],
  );
}
