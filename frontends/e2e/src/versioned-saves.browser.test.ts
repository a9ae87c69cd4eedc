import type { Browser, Page } from 'playwright-core';
import { MESSAGES, STALE_SAVE_UI } from '@csec/contracts';
import { apiLogin, launchBrowser, startSite, type Site } from './harness';

/**
 * Two staff editing one draft in two browsers: the second save is refused and says who saved
 * first; nothing is overwritten, and reloading brings the first editor's text.
 */
let browser: Browser;
let site: Site;
let slug: string;

beforeAll(async () => {
  [browser, site] = await Promise.all([launchBrowser(), startSite()]);
  const token = await apiLogin(site.baseUrl, site.superadmin.email, site.superadmin.password);
  const response = await fetch(`${site.baseUrl}/api/blogs/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ title: 'Shared desk draft', content: '<p>Opening paragraph</p>' }),
  });
  slug = ((await response.json()) as { blogSlug: string }).blogSlug;
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

/** A new browser context signed in to the dashboard, on the draft's editor. */
async function openEditor(): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await page.goto(`${site.baseUrl}/login/admin`);
  await page.getByLabel('Email').fill(site.superadmin.email);
  await page.getByLabel('Password').fill(site.superadmin.password);
  await page.getByLabel('Password').press('Enter');
  await page.waitForURL(`${site.baseUrl}/dashboard`);
  await page.goto(`${site.baseUrl}/dashboard/blog/edit/${slug}`);
  await page.getByText('Saved', { exact: true }).waitFor();
  return page;
}

const toast = (page: Page, text: string) => page.locator('.ant-notification-notice').filter({ hasText: text }).first();

describe('two editors on one draft', () => {
  it('refuses the later save, names who saved first, and reloads their version', async () => {
    const first = await openEditor();
    const second = await openEditor();

    await first.getByLabel('Title').fill('Shared desk draft, first edit');
    await first.getByRole('button', { name: 'Save' }).click();
    await toast(first, MESSAGES.blogSaved).waitFor();

    await second.getByLabel('Title').fill('Shared desk draft, second edit');
    await second.getByRole('button', { name: 'Save' }).click();
    const dialog = second.getByRole('dialog').filter({ hasText: STALE_SAVE_UI.title });
    await dialog.waitFor();
    await expect(dialog.textContent()).resolves.toMatch(
      new RegExp(`^.*superadmin saved this post on \\d{1,2} \\w{3} \\d{4}, \\d{2}:\\d{2} \\(Asia/Jakarta\\), after you opened it`),
    );
    // the refused text is still on screen until the editor chooses
    await expect(second.getByLabel('Title').inputValue()).resolves.toBe('Shared desk draft, second edit');

    // antd drops a click on the dialog while its opening animation runs: a slow machine reached the
    // button before the animation ended, the click was lost and the dialog stayed. Click once it has settled.
    await second.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
    await dialog.getByRole('button', { name: STALE_SAVE_UI.reload }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect(second.getByLabel('Title').inputValue()).resolves.toBe('Shared desk draft, first edit');

    // from the reloaded version the save goes through
    await second.getByLabel('Title').fill('Shared desk draft, both edits');
    await second.getByRole('button', { name: 'Save' }).click();
    await toast(second, MESSAGES.blogSaved).waitFor();
  });
});
