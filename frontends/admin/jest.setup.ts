import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

/**
 * antd's style sheets go into an element outside the document. In the document, jsdom matches
 * every getComputedStyle call against each of their thousands of rules (and once more per
 * ancestor, for `visibility`), and antd's Form.Item, Trigger and Notification read computed
 * styles on every render: that was most of a test's time. jsdom lays nothing out, so no test
 * reads anything from those sheets; class names, inline styles and the DOM are unchanged.
 */
jest.mock('@rc-component/util/lib/Dom/dynamicCSS', () => {
  const actual = jest.requireActual<typeof import('@rc-component/util/lib/Dom/dynamicCSS')>('@rc-component/util/lib/Dom/dynamicCSS');
  const outside = document.createElement('div');
  type Option = Parameters<typeof actual.injectCSS>[1];
  const away = (option: Option = {}): Option => ({ ...option, attachTo: outside });
  return {
    ...actual,
    injectCSS: (css: string, option?: Option) => actual.injectCSS(css, away(option)),
    removeCSS: (key: string, option?: Option) => actual.removeCSS(key, away(option)),
    updateCSS: (css: string, key: string, option?: Option) => actual.updateCSS(css, key, away(option)),
  };
});

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
