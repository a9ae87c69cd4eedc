import { TOAST_DURATION_MS } from '@csec/contracts';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createQueryClient } from '../api/queryClient';
import { QueryFailureToasts } from '../feedback/QueryFailureToasts';
import { currentLanguage, i18n } from '../i18n/i18n';
import { ANTD_LOCALES } from '../i18n/locales';
import { useAccountLanguage } from '../i18n/useAccountLanguage';
import { useDocumentLanguage } from '../i18n/useDocumentLanguage';

const theme = {
  token: {
    colorPrimary: '#0b4f9c',
    fontFamily: "Inter, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
    // antd's default secondary grey (45% black, 3.4:1 on white) fails WCAG AA for body text; 60% gives 5.7:1.
    colorTextSecondary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
  },
};

/**
 * The dashboard and the login page fill the window: no default 8 px margin around the body (the
 * public site's layout resets the same margin for its pages). A style element rather than a
 * stylesheet import keeps the CSS loaders' runtime out of the login page's first download.
 */
const PAGE_RESET = 'body { margin: 0; }';

interface AdminProvidersProps {
  /** tests pass a client they have seeded; the remote makes its own */
  queryClient?: QueryClient;
  children: ReactNode;
}

/** The messages, antd's theme and texts, the toast settings of spec section 8 (top-right, 5000 ms) and the server-state cache. */
export function AdminProviders({ queryClient, children }: AdminProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <Localized>
          <AntApp notification={{ placement: 'topRight', duration: TOAST_DURATION_MS / 1000 }}>
            <style>{PAGE_RESET}</style>
            <QueryFailureToasts />
            {children}
          </AntApp>
        </Localized>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

/** antd in the dashboard's language, which follows the account (or the browser, before login). */
function Localized({ children }: { children: ReactNode }) {
  useAccountLanguage();
  useDocumentLanguage();
  return (
    <ConfigProvider theme={theme} locale={ANTD_LOCALES[currentLanguage()]}>
      {children}
    </ConfigProvider>
  );
}
