import { screen } from '@testing-library/react';

/**
 * A button by its text or aria-label. Role queries compute styles against antd's large
 * style sheets and take seconds per call in jsdom; this reads the DOM directly.
 */
export function button(name: string | RegExp): HTMLButtonElement {
  return buttonIn(document.body, name);
}

/** The one button inside `container` (a dialog, a table row) with this text or aria-label. */
export function buttonIn(container: Element, name: string | RegExp): HTMLButtonElement {
  const matches = (text: string | null) => text !== null && (typeof name === 'string' ? text.trim() === name : name.test(text.trim()));
  const found = Array.from(container.querySelectorAll('button')).filter(
    (element) => matches(element.textContent) || matches(element.getAttribute('aria-label')),
  );
  if (found.length !== 1) {
    screen.debug(undefined, 0);
    throw new Error(`expected one button named ${String(name)}, found ${found.length}`);
  }
  return found[0];
}
