import { TOAST_DURATION_MS } from '@csec/contracts';
import { App as AntApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';

const theme = {
  token: { colorPrimary: '#0b4f9c', fontFamily: "Inter, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif" },
};

/** antd's theme and the toast settings of spec section 8 (top-right, 5000 ms). */
export function AdminProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={theme}>
      <AntApp notification={{ placement: 'topRight', duration: TOAST_DURATION_MS / 1000 }}>{children}</AntApp>
    </ConfigProvider>
  );
}
