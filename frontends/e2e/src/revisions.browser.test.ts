import type { Browser, Page } from 'playwright-core';
import { MESSAGES, REVISION_MESSAGES } from '@csec/contracts';
import { launchBrowser, startSite, type Site } from './harness';

/**
 * A post's history through the editor: the superadmin writes a draft, saves it twice with other
 * words, opens History, reads the first version's differences and restores it.
 */
const FIRST_TITLE = 'Incident notes';
const SECOND_TITLE = 'Incident notes, revised';

let browser: Browser;
let site: Site;
let page: Page;

beforeAll(async () => {
  [browser, site] = await Promise.all([launchBrowser(), startSite()]);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

/** A toast (antd notification) with this title. */
const toast = (text: string) => page.locator('.ant-notification-notice').filter({ hasText: text }).first();

/**
 * Closes every open toast with its close button, as a person does when one lies over the button
 * they want: a toast the pointer rests on stays open, so it never goes by itself.
 */
async function closeToasts() {
  await page.locator('.ant-notification-notice-close').evaluateAll((buttons) => buttons.forEach((button) => (button as HTMLElement).click()));
  await page.waitForFunction(() => document.querySelector('.ant-notification-notice') === null);
}

async function saveAndWait() {
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Saved', { exact: true }).waitFor();
}

describe('the History panel', () => {
  it('shows what an earlier version had and restores it into the editor', async () => {
    await page.goto(`${site.baseUrl}/login/admin`);
    await page.getByLabel('Email').fill(site.superadmin.email);
    await page.getByLabel('Password').fill(site.superadmin.password);
    await page.getByLabel('Password').press('Enter');
    await page.waitForURL(`${site.baseUrl}/dashboard`);

    await page.locator('.ant-menu').getByText('Blogs').click();
    await page.getByRole('button', { name: 'Create new blog' }).click();
    await page.getByLabel('Title').fill(FIRST_TITLE);
    await page.locator('.ql-editor').click();
    await page.keyboard.type('The sensor caught a quiet beacon.');
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(MESSAGES.blogSaved).waitFor();
    await page.waitForURL('**/dashboard/blog/edit/incident-notes');
    await page.getByText('Saved', { exact: true }).waitFor();

    // Two saves more: other words, then another title.
    await page.locator('.ql-editor').click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('The sensor caught a loud beacon twice.');
    await saveAndWait();
    await page.getByLabel('Title').fill(SECOND_TITLE);
    await saveAndWait();
    await page.waitForURL('**/dashboard/blog/edit/incident-notes-revised');

    await page.getByRole('button', { name: 'History' }).click();
    const revisions = page.getByRole('region', { name: 'Revisions' });
    const rows = revisions.locator('button[aria-pressed]');
    await rows.nth(2).waitFor();
    expect(await rows.count()).toBe(3);
    expect(await rows.nth(0).textContent()).toContain(SECOND_TITLE);
    await rows.nth(2).click();

    const details = page.getByRole('region', { name: 'Selected revision' });
    const diff = details.getByTestId('revision-diff');
    await diff.waitFor();
    expect(await diff.locator('ins').allTextContents()).toEqual(['quiet']);
    expect((await diff.locator('del').allTextContents()).map((text) => text.trim())).toEqual(['loud', 'twice']);
    expect(await details.locator('.ant-descriptions-row').allTextContents()).toEqual([`Title${SECOND_TITLE} → ${FIRST_TITLE}`]);

    // The save toasts lie over the top of the History panel, where Restore is.
    await closeToasts();
    await details.getByRole('button', { name: 'Restore' }).click();
    await page.getByText(REVISION_MESSAGES.restoreConfirmTitle).waitFor();
    await page.getByRole('button', { name: 'Yes, restore' }).click();
    await toast(REVISION_MESSAGES.restored).waitFor();

    // The editor holds the first version again, under its first address.
    await page.waitForURL('**/dashboard/blog/edit/incident-notes');
    await page.locator('.ql-editor', { hasText: 'The sensor caught a quiet beacon.' }).waitFor();
    expect(await page.getByLabel('Title').inputValue()).toBe(FIRST_TITLE);
    await page.getByText('Saved', { exact: true }).waitFor();

    // The restore is the newest revision.
    await closeToasts();
    await page.getByRole('button', { name: 'History' }).click();
    await rows.nth(3).waitFor();
    expect(await rows.nth(0).textContent()).toContain('restored');
  });
});
