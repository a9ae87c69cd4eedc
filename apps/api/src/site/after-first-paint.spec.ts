import * as vm from 'node:vm';
import { loadScriptsAfterFirstPaint } from './after-first-paint';

const OPEN = '<script nonce="n0">';

/** Runs the page's loader script with a document whose visibility is `visibility`; returns what it appended and what it scheduled. */
function runLoader(html: string, visibility: 'visible' | 'hidden') {
  const script = /<script nonce="n0">(.*?)<\/script>/.exec(html)?.[1] ?? '';
  const appended: { src: string; async: boolean }[] = [];
  const frames: (() => void)[] = [];
  const timers: { callback: () => void; ms: number }[] = [];
  vm.runInNewContext(script, {
    document: {
      visibilityState: visibility,
      createElement: () => ({ src: '', async: true }),
      head: { appendChild: (element: { src: string; async: boolean }) => appended.push(element) },
    },
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void, ms = 0) => timers.push({ callback, ms }),
  });
  return { appended, frames, timers };
}

describe('loadScriptsAfterFirstPaint', () => {
  const template =
    '<html><head><title>CSEC</title><script defer="defer" src="/main.aaaa.js"></script><script defer src=/vendor.bbbb.js></script></head>' +
    '<body><div id="root"></div></body></html>';

  it('takes the deferred script tags out and ends the body with one loader carrying the nonce', () => {
    const html = loadScriptsAfterFirstPaint(template, OPEN);
    expect(html).not.toContain('defer');
    expect(html).toMatch(/<div id="root"><\/div><script nonce="n0">.*\["\/main\.aaaa\.js","\/vendor\.bbbb\.js"\]\)<\/script><\/body><\/html>$/);
  });

  it('loads the scripts in their order after the next frame has been painted, once', () => {
    const { appended, frames, timers } = runLoader(loadScriptsAfterFirstPaint(template, OPEN), 'visible');
    expect(appended).toEqual([]);
    frames.forEach((frame) => frame());
    expect(appended).toEqual([]);
    timers.filter((timer) => timer.ms === 0).forEach((timer) => timer.callback());
    const loaded = [
      { src: '/main.aaaa.js', async: false },
      { src: '/vendor.bbbb.js', async: false },
    ];
    expect(appended).toEqual(loaded);
    // The fallback's turn comes too: it adds nothing more.
    timers.filter((timer) => timer.ms > 0).forEach((timer) => timer.callback());
    expect(appended).toEqual(loaded);
  });

  it('loads them after a second when the page shows but paints no frame', () => {
    const { appended, timers } = runLoader(loadScriptsAfterFirstPaint(template, OPEN), 'visible');
    const fallback = timers.filter((timer) => timer.ms > 0);
    expect(fallback.map((timer) => timer.ms)).toEqual([1000]);
    fallback.forEach((timer) => timer.callback());
    expect(appended.map((element) => element.src)).toEqual(['/main.aaaa.js', '/vendor.bbbb.js']);
  });

  it('loads them at once in a tab opened in the background, which paints no frame', () => {
    const { appended, frames, timers } = runLoader(loadScriptsAfterFirstPaint(template, OPEN), 'hidden');
    expect(frames).toEqual([]);
    expect(timers).toEqual([]);
    expect(appended.map((element) => element.src)).toEqual(['/main.aaaa.js', '/vendor.bbbb.js']);
  });

  it('leaves a page without deferred scripts as it is', () => {
    const plain = '<html><head></head><body><div id="root"></div></body></html>';
    expect(loadScriptsAfterFirstPaint(plain, OPEN)).toBe(plain);
  });
});
