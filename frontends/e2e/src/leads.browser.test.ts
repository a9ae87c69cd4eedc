import type { Browser, Page } from 'playwright-core';
import { LEAD_MESSAGES, PUBLIC_TEXTS, REGISTRATION_FORM_PATH } from '@csec/contracts';
import { launchBrowser, startSite, whenHydrated, type Site } from './harness';

/**
 * Leads on a site started with its defaults: the home page's Register link reaches the product's
 * own form inside /form, the contact page sends messages, and staff find both in the Leads screen.
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
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  return context.newPage();
}

describe('leads', () => {
  it("sends a registration from the form inside /form, reached from the home page's Register link", async () => {
    const page = await openPage();
    await page.goto(`${site.baseUrl}/`);
    await page.getByRole('link', { name: 'Register', exact: true }).click();
    await page.waitForURL('**/form');

    const frameElement = page.locator('iframe[title="Registration form"]');
    expect(await frameElement.getAttribute('src')).toBe(REGISTRATION_FORM_PATH);
    const form = page.frameLocator('iframe[title="Registration form"]');
    await form.getByLabel('Full name').fill('Dewi Lestari');
    await form.getByLabel('Organisation').fill('Ministry of Communication');
    await form.getByLabel('E-mail').fill('dewi@kominfo.example');
    expect(await form.getByLabel('Event or product of interest').inputValue()).toBe(PUBLIC_TEXTS.eventTitle);
    // The browser checks the form before it goes: without consent nothing is sent.
    await form.getByRole('button', { name: 'Register' }).click();
    expect(await form.getByRole('checkbox').evaluate((box: HTMLInputElement) => box.validity.valueMissing)).toBe(true);

    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Register' }).click();
    await form.getByRole('status').getByText(LEAD_MESSAGES.registrationSent).waitFor();
    await page.context().close();
  });

  it('sends a message from the contact page', async () => {
    const page = await openPage();
    await page.goto(`${site.baseUrl}/contact`);
    const send = await whenHydrated(page.getByRole('button', { name: 'Send message' }));
    const form = page.locator('form').filter({ has: send });
    await form.getByLabel('Full name').fill('Rudi Hartono');
    await form.getByLabel('Organisation').fill('PT Telekom Nusantara');
    await form.getByLabel('E-mail').fill('rudi@telekom.example');
    await form.getByRole('textbox', { name: 'Message' }).fill('Please send a quote for CSEC Defense.');
    await form.getByRole('checkbox', { name: /I agree/ }).check();
    await send.click();
    await page.getByRole('status').getByText(LEAD_MESSAGES.contactSent).waitFor();
    await page.context().close();
  });

  it('shows both in the Leads screen, where an admin opens one and marks it contacted', async () => {
    const page = await openPage();
    await page.goto(`${site.baseUrl}/login/admin`);
    await page.getByLabel('Email').fill(site.superadmin.email);
    await page.getByLabel('Password').fill(site.superadmin.password);
    await page.getByLabel('Password').press('Enter');
    await page.waitForURL('**/dashboard');

    await page.getByRole('menuitem', { name: 'Leads' }).click();
    await page.waitForURL('**/dashboard/leads');
    const rows = page.getByRole('row');
    await rows.filter({ hasText: 'Rudi Hartono' }).waitFor();
    await rows.filter({ hasText: 'Dewi Lestari' }).waitFor();
    expect(await rows.filter({ hasText: 'Dewi Lestari' }).textContent()).toContain(PUBLIC_TEXTS.eventTitle);

    await page.getByRole('button', { name: 'View lead Dewi Lestari' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('link', { name: 'dewi@kominfo.example' }).waitFor();
    await drawer
      .locator('.ant-select')
      .filter({ has: page.locator('#lead-status') })
      .click();
    await page.locator('.ant-select-item-option').filter({ hasText: 'Contacted' }).click();
    await page.locator('.ant-notification-notice').filter({ hasText: LEAD_MESSAGES.leadUpdated }).first().waitFor();
    await rows.filter({ hasText: 'Dewi Lestari' }).filter({ hasText: 'Contacted' }).waitFor();
    await page.context().close();
  });
});
