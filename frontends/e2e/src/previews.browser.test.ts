import type { Browser, BrowserContext, Page } from 'playwright-core';
import { MESSAGES, NOT_FOUND_TEXT, PREVIEW_MESSAGES, PREVIEW_TEXTS } from '@csec/contracts';
import { apiLogin, launchBrowser, startSite, type Site } from './harness';
import { staffApi } from './staff-data';

/**
 * A shareable preview, end to end: a draft written in the dashboard, its link copied by the
 * editor's Preview button, read without a login in another browser, then revoked.
 */
const PUBLIC_URL = 'https://www.csec.test';
const TITLE = 'Quarterly threat outlook';
const WORDS = 'Phishing kits now ship with their own help desks.';

/** A toast (antd notification) with this text. */
function toast(page: Page, text: string) {
  return page.locator('.ant-notification-notice').filter({ hasText: text }).first();
}

/** The editor's Preview button (its accessible name carries its icon's, and 'Revoke preview links' holds the word too). */
function previewButton(page: Page) {
  return page.locator('button').filter({ hasText: new RegExp(`^${PREVIEW_TEXTS.button}$`) });
}

describe('a shareable preview of a draft', () => {
  let site: Site;
  let browser: Browser;
  let staff: BrowserContext;
  let dashboard: Page;
  let visitor: BrowserContext;
  let previewPath = '';

  beforeAll(async () => {
    // These tests read the server's rendering of a preview: as in ssr.browser.test.ts, the render budget is set
    // past any render on a busy CI machine, where the 1 s default may run out and serve the page client-rendered.
    [site, browser] = await Promise.all([startSite({ PUBLIC_URL, SITE_TIMEZONE: 'Asia/Jakarta', SSR_TIMEOUT_MS: '15000' }), launchBrowser()]);
    staff = await browser.newContext();
    await staff.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.baseUrl });
    dashboard = await staff.newPage();
    // A fresh context: no login, no storage shared with the dashboard.
    visitor = await browser.newContext();
  });

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  it('writes a draft in the dashboard and copies its preview link', async () => {
    await dashboard.goto(`${site.baseUrl}/login/admin`);
    await dashboard.getByLabel('Email').fill(site.superadmin.email);
    await dashboard.getByLabel('Password').fill(site.superadmin.password);
    await dashboard.getByLabel('Password').press('Enter');
    await dashboard.waitForURL(`${site.baseUrl}/dashboard`);
    await dashboard.getByRole('button', { name: 'Create new blog' }).click();
    await dashboard.getByText('Action a Blog').waitFor();
    // Only a saved post has a link to share.
    expect(await previewButton(dashboard).count()).toBe(0);

    await dashboard.getByLabel('Title').fill(TITLE);
    await dashboard.locator('.ql-editor').click();
    await dashboard.keyboard.type(WORDS);
    await dashboard.getByRole('button', { name: 'Save' }).click();
    await toast(dashboard, MESSAGES.blogSaved).waitFor();
    await dashboard.waitForURL('**/dashboard/blog/edit/quarterly-threat-outlook');

    await previewButton(dashboard).click();
    const copied = toast(dashboard, PREVIEW_TEXTS.copied);
    await copied.waitFor();
    // Until when, on the site's clock.
    expect(await copied.textContent()).toMatch(/until \d{1,2} \w+ \d{4}, \d\d:\d\d \(Asia\/Jakarta\)/);
    const link = await dashboard.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/^https:\/\/www\.csec\.test\/blog\/preview\/[A-Za-z0-9_-]{43}$/);
    previewPath = new URL(link).pathname;
  });

  it('shows the draft, rendered on the server, to a browser without a login, and keeps it out of search engines', async () => {
    const page = await visitor.newPage();
    const response = await page.goto(site.baseUrl + previewPath);
    expect(response?.status()).toBe(200);
    const headers = response!.headers();
    expect(headers['cache-control']).toBe('private, no-store');
    expect(headers['x-robots-tag']).toBe('noindex');
    expect(headers['referrer-policy']).toBe('no-referrer');
    const html = await response!.text();
    expect(html).toMatch(new RegExp(`<div id="root" data-ssr>[\\s\\S]*<h1[^>]*>${TITLE}</h1>[\\s\\S]*${WORDS}`));

    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
    expect(await page.locator('link[rel="canonical"]').count()).toBe(0);
    expect(await page.title()).toBe(`${TITLE} | CSEC`);
    // Hydrated, the page goes on showing the preview rather than looking it up as a published post.
    await page.waitForLoadState('networkidle');
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    expect(await page.getByText(WORDS).count()).toBe(1);
    expect(await page.getByText(NOT_FOUND_TEXT).count()).toBe(0);
  });

  it("opens an Indonesian post's link in the Indonesian page, which hydrates as it was rendered", async () => {
    const api = staffApi(site.baseUrl, await apiLogin(site.baseUrl, site.superadmin.email, site.superadmin.password));
    const made = await api.post<{ blogId: number }>('/blogs', {
      title: 'Prakiraan ancaman triwulan',
      language: 'id',
      content: '<p>Kit phishing kini punya meja bantuan.</p>',
    });
    const { url } = await api.post<{ url: string }>(`/blogs/${made.blogId}/preview`);
    expect(url).toMatch(/^https:\/\/www\.csec\.test\/id\/blog\/preview\/[A-Za-z0-9_-]{43}$/);

    const page = await visitor.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const response = await page.goto(site.baseUrl + new URL(url).pathname);
    expect(response?.status()).toBe(200);
    expect(await page.locator('html').getAttribute('lang')).toBe('id');
    await page.waitForLoadState('networkidle');
    await page.getByRole('heading', { level: 1, name: 'Prakiraan ancaman triwulan' }).waitFor();
    // The page around the post is the Indonesian one.
    expect(await page.getByRole('link', { name: 'Tentang Kami' }).count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it('shows the not-found page once the links are revoked', async () => {
    await dashboard.getByRole('button', { name: PREVIEW_TEXTS.revoke }).click();
    await dashboard.locator('.ant-modal-confirm').getByRole('button', { name: PREVIEW_TEXTS.revokeOk, exact: true }).click();
    await toast(dashboard, PREVIEW_MESSAGES.revoked).waitFor();

    const page = await visitor.newPage();
    const response = await page.goto(site.baseUrl + previewPath);
    expect(response?.status()).toBe(404);
    expect(response!.headers()['cache-control']).toBe('private, no-store');
    await page.getByText(NOT_FOUND_TEXT).waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
  });
});
