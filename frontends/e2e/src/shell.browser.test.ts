import type { Browser, Page, Response } from 'playwright-core';
import { PUBLIC_TEXTS, SHELL_TEXTS } from '@csec/contracts';
import { launchBrowser, startSite, type Site } from './harness';

/** Every URL the page requests, and the bodies of the scripts it receives. */
function recordTraffic(page: Page) {
  const urls: string[] = [];
  const scripts: Promise<string>[] = [];
  page.on('request', (request) => urls.push(request.url()));
  page.on('response', (response: Response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  return { urls, scripts: () => Promise.all(scripts) };
}

/** Ant Design's own code names its packages (@ant-design/cssinjs, fast-color, icons); minified class names do not survive. */
const ANTD_MARKER = '@ant-design/';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

describe('the shell with both remotes deployed', () => {
  let site: Site;

  beforeAll(async () => {
    site = await startSite();
  });

  afterAll(async () => {
    await site.stop();
  });

  it('loads the public site on the first visit to /, never the admin remote or Ant Design', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const traffic = recordTraffic(page);

    await page.goto(`${site.baseUrl}/`);
    await page.getByText(PUBLIC_TEXTS.slogan).first().waitFor();
    await page.waitForLoadState('networkidle');

    expect(traffic.urls.some((url) => url.includes('/remotes/public-site/'))).toBe(true);
    expect(traffic.urls.filter((url) => url.includes('/remotes/admin/'))).toEqual([]);
    const scripts = await traffic.scripts();
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((body) => body.includes(ANTD_MARKER))).toEqual([]);
    await context.close();
  });

  it('loads the admin remote, with Ant Design, for the dashboard login', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const traffic = recordTraffic(page);

    await page.goto(`${site.baseUrl}/login/admin`);
    await page.locator('input[type="password"]').waitFor();
    await page.waitForLoadState('networkidle');

    expect(traffic.urls.some((url) => url.includes('/remotes/admin/mf-manifest.json'))).toBe(true);
    // The same marker that must be absent from / is found here, so its absence means something.
    expect((await traffic.scripts()).some((body) => body.includes(ANTD_MARKER))).toBe(true);
    await context.close();
  });
});

describe('the shell when the public-site remote cannot be reached', () => {
  const BROKEN_PATH = '/remotes/public-site/not-deployed/';
  let site: Site;

  beforeAll(async () => {
    site = await startSite({ PUBLIC_SITE_REMOTE_URL: `${BROKEN_PATH}mf-manifest.json` });
  });

  afterAll(async () => {
    await site.stop();
  });

  it('shows the retry message, and Retry loads the remote once it is reachable', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();

    await page.goto(`${site.baseUrl}/about`);
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain(SHELL_TEXTS.remoteFailed);

    // Still unreachable: Retry fails again and keeps the message.
    await page.getByRole('button', { name: SHELL_TEXTS.retry }).click();
    await alert.getByText(SHELL_TEXTS.remoteFailed).waitFor();
    expect(await page.getByText(PUBLIC_TEXTS.productCount).count()).toBe(0);

    // The remote gets deployed at the configured URL: answer it with the real build.
    await page.route(`**${BROKEN_PATH}**`, async (route) => {
      const response = await route.fetch({ url: route.request().url().replace(BROKEN_PATH, '/remotes/public-site/') });
      await route.fulfill({ response });
    });
    await page.getByRole('button', { name: SHELL_TEXTS.retry }).click();

    await page.getByText(PUBLIC_TEXTS.productCount).first().waitFor();
    expect(await alert.count()).toBe(0);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.close();
  });
});
