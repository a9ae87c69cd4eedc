import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// antd reads media queries (grid, Sider) and observes sizes (Table, Select); jsdom has neither.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = ResizeObserverStub;

// antd's Select schedules its open state through a MessageChannel macrotask; a timer does the same here.
class MessageChannelStub {
  port1: { onmessage: ((event: MessageEvent) => void) | null } = { onmessage: null };
  port2 = {
    postMessage: (data: unknown) => {
      setTimeout(() => this.port1.onmessage?.(new MessageEvent('message', { data })));
    },
  };
}
Object.assign(globalThis, { MessageChannel: MessageChannelStub });

// antd renders help texts and toasts through motion frames; a cold jsdom needs more than 1 s for them.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30000);
