/** What every browser test uses: a started production site, Chromium, and an API login. */
import type { Locator } from 'playwright-core';

export { startSite, launchBrowser, apiLogin, repoRoot, takeCspViolations } from './site-runner';
export type { Site } from './site-runner';

/**
 * Resolves once React has taken over a server-rendered control. Links work from the first paint,
 * but a button clicked before its code has loaded reaches only the server's markup and does nothing.
 */
export async function whenHydrated(control: Locator): Promise<Locator> {
  await control.page().waitForFunction((element) => Object.keys(element).some((key) => key.startsWith('__reactProps')), await control.elementHandle());
  return control;
}
