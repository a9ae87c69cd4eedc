/** What every browser test uses: a started production site, Chromium, and an API login. */
import type { Locator } from 'playwright-core';

export { startSite, launchBrowser, newReaderContext, apiLogin, repoRoot, takeCspViolations } from './site-runner';
export type { Site } from './site-runner';

/**
 * Resolves once React has taken over a server-rendered control. Links work from the first paint,
 * but a button clicked before its code has loaded reaches only the server's markup and does nothing.
 */
export async function whenHydrated(control: Locator): Promise<Locator> {
  await control.page().waitForFunction((element) => Object.keys(element).some((key) => key.startsWith('__reactProps')), await control.elementHandle());
  return control;
}

/**
 * Reads until `accept` takes the value (a transition ending, a page changing), every 50 ms for at
 * most 5 s; then fails naming what was awaited and the last value read.
 */
export async function until<T>(read: () => Promise<T>, accept: (value: T) => boolean, what: string): Promise<T> {
  const end = Date.now() + 5_000;
  for (;;) {
    const value = await read();
    if (accept(value)) return value;
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what} (last read: ${JSON.stringify(value)})`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
