import * as vm from 'node:vm';
import { SSR_ROOT_ATTRIBUTE } from '@csec/contracts';
import { deferPageScripts, INTENT_EVENTS } from './page-scripts';

const OPEN = '<script nonce="n0">';

interface Frame {
  src: string;
  attributes: Record<string, string>;
  getAttribute(name: string): string | null;
}

function iframe(attributes: Record<string, string>): Frame {
  return { src: attributes.src ?? '', attributes, getAttribute: (name) => attributes[name] ?? null };
}

/**
 * Runs the page's loader script in a document whose visibility is `visibility` and whose #root was
 * (or was not) rendered on the server; returns what it appended, scheduled and listened to.
 */
function runLoader(html: string, { visibility = 'visible', serverRendered = false, frames = [] as Frame[] } = {}) {
  const script = /<script nonce="n0">(.*?)<\/script>/.exec(html)?.[1] ?? '';
  const appended: { src: string; async: boolean }[] = [];
  const animationFrames: (() => void)[] = [];
  const timers: { callback: () => void; ms: number }[] = [];
  const listeners = new Map<string, () => void>();
  vm.runInNewContext(script, {
    document: {
      visibilityState: visibility,
      getElementById: (id: string) => (id === 'root' ? { hasAttribute: (name: string) => serverRendered && name === SSR_ROOT_ATTRIBUTE } : null),
      querySelectorAll: (selector: string) => (selector === 'iframe[data-src]' ? frames.filter((frame) => 'data-src' in frame.attributes) : []),
      createElement: () => ({ src: '', async: true }),
      head: { appendChild: (element: { src: string; async: boolean }) => appended.push(element) },
    },
    addEventListener: (type: string, listener: () => void, options: { capture: boolean; passive: boolean }) => {
      expect(options).toEqual({ capture: true, passive: true });
      listeners.set(type, listener);
    },
    removeEventListener: (type: string, listener: () => void) => {
      if (listeners.get(type) === listener) listeners.delete(type);
    },
    requestAnimationFrame: (callback: () => void) => animationFrames.push(callback),
    setTimeout: (callback: () => void, ms = 0) => timers.push({ callback, ms }),
  });
  const paint = () => {
    animationFrames.forEach((frame) => frame());
    timers.filter((timer) => timer.ms === 0).forEach((timer) => timer.callback());
  };
  return { appended, timers, listeners, paint };
}

describe('deferPageScripts', () => {
  const template =
    '<html><head><title>CSEC</title><script defer="defer" src="/main.aaaa.js"></script><script defer src=/vendor.bbbb.js></script></head>' +
    '<body><div id="root"></div></body></html>';
  const loaded = [
    { src: '/main.aaaa.js', async: false },
    { src: '/vendor.bbbb.js', async: false },
  ];

  it('takes the deferred script tags out and ends the body with one loader carrying the nonce', () => {
    const html = deferPageScripts(template, OPEN);
    expect(html).not.toContain('defer');
    expect(html).toMatch(/<div id="root"><\/div><script nonce="n0">.*\["\/main\.aaaa\.js","\/vendor\.bbbb\.js"\]\)<\/script><\/body><\/html>$/);
  });

  describe('a page rendered in the browser (dashboard, log-in)', () => {
    it('loads the scripts in their order after the next frame has been painted, once', () => {
      const { appended, timers, listeners, paint } = runLoader(deferPageScripts(template, OPEN));
      expect(listeners.size).toBe(0);
      expect(appended).toEqual([]);
      paint();
      expect(appended).toEqual(loaded);
      // The fallback's turn comes too: it adds nothing more.
      timers.filter((timer) => timer.ms > 0).forEach((timer) => timer.callback());
      expect(appended).toEqual(loaded);
    });

    it('loads them after a second when the page shows but paints no frame', () => {
      const { appended, timers } = runLoader(deferPageScripts(template, OPEN));
      const fallback = timers.filter((timer) => timer.ms > 0);
      expect(fallback.map((timer) => timer.ms)).toEqual([1000]);
      fallback.forEach((timer) => timer.callback());
      expect(appended).toEqual(loaded);
    });

    it('loads them at once in a tab opened in the background, which paints no frame', () => {
      const { appended, timers } = runLoader(deferPageScripts(template, OPEN), { visibility: 'hidden' });
      expect(timers).toEqual([]);
      expect(appended).toEqual(loaded);
    });
  });

  describe('a page the server rendered', () => {
    it('loads nothing while the visitor only reads, however long', () => {
      const { appended, timers, listeners, paint } = runLoader(deferPageScripts(template, OPEN), { serverRendered: true });
      paint();
      timers.forEach((timer) => timer.callback());
      expect(appended).toEqual([]);
      expect([...listeners.keys()]).toEqual([...INTENT_EVENTS]);
    });

    it.each(INTENT_EVENTS)('loads the scripts in their order on the first %s, once, and stops listening', (event) => {
      const { appended, listeners } = runLoader(deferPageScripts(template, OPEN), { serverRendered: true });
      listeners.get(event)?.();
      expect(appended).toEqual(loaded);
      expect(listeners.size).toBe(0);
    });

    it('gives its embeds their address after the first paint, and leaves one that has its own', () => {
      const map = iframe({ 'data-src': 'https://maps.example/embed' });
      const own = iframe({ 'data-src': 'https://maps.example/other', src: 'https://maps.example/own' });
      const { paint } = runLoader(deferPageScripts(template, OPEN), { serverRendered: true, frames: [map, own] });
      expect(map.src).toBe('');
      paint();
      expect(map.src).toBe('https://maps.example/embed');
      expect(own.src).toBe('https://maps.example/own');
    });

    it('gives them at once in a tab opened in the background', () => {
      const map = iframe({ 'data-src': 'https://maps.example/embed' });
      const { appended } = runLoader(deferPageScripts(template, OPEN), { serverRendered: true, visibility: 'hidden', frames: [map] });
      expect(map.src).toBe('https://maps.example/embed');
      expect(appended).toEqual([]);
    });
  });

  it('leaves a page without deferred scripts as it is', () => {
    const plain = '<html><head></head><body><div id="root"></div></body></html>';
    expect(deferPageScripts(plain, OPEN)).toBe(plain);
  });
});
