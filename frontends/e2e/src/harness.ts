/** What every browser test uses: a started production site, Chromium, and an API login. */
export { startSite, launchBrowser, apiLogin, repoRoot } from './site-runner';
export type { Site } from './site-runner';
