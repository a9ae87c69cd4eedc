import { App } from 'antd';
import { useMemo } from 'react';
import { ApiError } from '../api/client';
import { failureMessage } from '../i18n/serverMessages';

export interface FailureTexts {
  /** The spec's fixed text for this call (in the dashboard's language); without one the server's message is the title. */
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
        } else {
          // the API's message by its code, in the dashboard's language (English: the message itself)
          const said = failureMessage(err);
          if (texts.failed) error(texts.failed, said === texts.failed ? undefined : said);
          else error(said);
        }
      },
    };
  }, [notification]);
}
