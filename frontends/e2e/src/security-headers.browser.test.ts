import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { PAGE_SNAPSHOT_GLOBAL, REGISTRATION_FORM_PATH, SITE_CONFIG_GLOBAL } from '@csec/contracts';
import { launchBrowser, startSite, takeCspViolations, whenHydrated, type Site } from './harness';

/**
 * The Content-Security-Policy as Chromium applies it: the site's own inline scripts run (they carry
 * the response's nonce), injected ones do not, the pages cannot be framed by another origin, and
 * Swagger UI still works. Every other browser test fails on any violation (csp-guard.ts); the tests
 * here that cause one on purpose take it, so the guard only sees the unexpected ones.
 */
let browser: Browser;
let site: Site;

beforeAll(async () => {
  [browser, site] = await Promise.all([launchBrowser(), startSite()]);
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

async function openPage(): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

/** Waits until a violation matching `pattern` has been logged, then takes them all. */
async function expectViolation(pattern: RegExp): Promise<string[]> {
  const deadline = Date.now() + 5_000;
  let seen: string[] = [];
  while (Date.now() < deadline) {
    seen = [...seen, ...takeCspViolations()];
    if (seen.some((text) => pattern.test(text))) return seen;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No violation matching ${pattern}; seen:\n${seen.join('\n')}`);
}

describe('Content-Security-Policy in the browser', () => {
  it("runs the page's own inline scripts and refuses an injected one, which the browser tests' guard sees", async () => {
    const page = await openPage();
    await page.goto(`${site.baseUrl}/`);
    await whenHydrated(page.getByRole('link', { name: 'Register', exact: true }).first());
    // The site config and the server render's page data are inline scripts: they ran.
    expect(await page.evaluate((name) => typeof (window as unknown as Record<string, unknown>)[name], SITE_CONFIG_GLOBAL)).toBe('object');
    expect(await page.evaluate((name) => typeof (window as unknown as Record<string, unknown>)[name], PAGE_SNAPSHOT_GLOBAL)).toBe('object');
    expect(takeCspViolations()).toEqual([]);

    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
      const copied = document.createElement('script');
      // Even a copy of the page's own nonce'd script is refused: a script created later has no nonce.
      copied.textContent = 'window.__copied = true';
      document.body.append(copied);
    });
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean; __copied?: boolean }).__injected ?? false)).toBe(false);
    expect(await page.evaluate(() => (window as unknown as { __copied?: boolean }).__copied ?? false)).toBe(false);
    await expectViolation(/script-src/);

    await page.context().close();
  });

  it('lets no other origin frame the login page, and only the site itself frame the registration form', async () => {
    const framer = await serveHtml((path) => `<!doctype html><title>Framer</title><iframe title="framed" src="${site.baseUrl}${path}"></iframe>`);
    const page = await openPage();
    try {
      for (const path of ['/login/admin', REGISTRATION_FORM_PATH]) {
        await page.goto(`${framer.origin}${path}`);
        const violations = await expectViolation(/frame-ancestors/);
        expect(violations.join('\n')).toContain(path === '/login/admin' ? "frame-ancestors 'none'" : "frame-ancestors 'self'");
        const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
        expect(await frame?.locator('input').count()).toBe(0);
      }
      // The site's own /form frames the product's form.
      await page.goto(`${site.baseUrl}/form`);
      await page.frameLocator('iframe[title="Registration form"]').getByRole('button', { name: 'Register' }).waitFor();
    } finally {
      await page.context().close();
      await framer.close();
    }
  });

  it('keeps Swagger UI working at /api/docs under its policy', async () => {
    const page = await openPage();
    await page.goto(`${site.baseUrl}/api/docs`);
    await page.getByRole('heading', { name: /CSEC site API/ }).waitFor();
    const operation = page.locator('.opblock-summary', { hasText: '/api/health/live' }).first();
    await operation.click();
    await page.getByRole('button', { name: 'Try it out' }).click();
    await page.getByRole('button', { name: 'Execute' }).click();
    await page.locator('.live-responses-table .response-col_status', { hasText: '200' }).first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.context().close();
  });
});

/** A page on another origin (another port) that frames the site. */
async function serveHtml(html: (path: string) => string): Promise<{ origin: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html(new URL(req.url ?? '/', 'http://x').pathname));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
