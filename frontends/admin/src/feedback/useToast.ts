import { App } from 'antd';
import { useMemo } from 'react';
import { ApiError } from '../api/client';

export interface FailureTexts {
  /** The spec's fixed text for this call; without one the server's message is the title. */
  failed?: string;
  /** The spec's text for a network exception. */
  network: string;
}

export interface Toast {
  success(title: string, description?: string): void;
  error(title: string, description?: string): void;
  failure(error: unknown, texts: FailureTexts): void;
}

/** Toasts of spec section 8: top-right, closable, 5000 ms (set once on the antd App in AdminProviders). */
export function useToast(): Toast {
  const { notification } = App.useApp();
  return useMemo(() => {
    const error = (title: string, description?: string) => notification.error({ title, description, closable: true });
    return {
      success: (title, description) => notification.success({ title, description, closable: true }),
      error,
      failure: (err, texts) => {
        if (!(err instanceof ApiError) || err.kind === 'network') {
          error(texts.network);
        } else if (texts.failed) {
          error(texts.failed, err.message === texts.failed ? undefined : err.message);
        } else {
          error(err.message);
        }
      },
    };
  }, [notification]);
}
