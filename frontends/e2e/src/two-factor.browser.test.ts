import type { Browser, Page } from 'playwright-core';
import { MESSAGES, SECURITY_MESSAGES, SECURITY_UI, TWO_FACTOR } from '@csec/contracts';
import { totp } from '../../../apps/api/test/support/totp';
import { launchBrowser, startSite, type Site } from './harness';

/** The RFC 6238 time step a moment belongs to. */
const STEP_MS = 30_000;
const stepOf = (ms: number) => Math.floor(ms / STEP_MS);

/** A browser that is not the test's Chromium, for a second session. */
const OTHER_BROWSER = 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

function toast(page: Page, text: string) {
  return page.locator('.ant-notification-notice').filter({ hasText: text }).first();
}

function fieldMessage(page: Page, text: string) {
  return page.locator('.ant-form-item-explain-error').filter({ hasText: text });
}

async function login(page: Page, site: Site) {
  await page.goto(`${site.baseUrl}/login/admin`);
  await page.getByLabel('Email').fill(site.superadmin.email);
  await page.getByLabel('Password').fill(site.superadmin.password);
  await page.getByLabel('Password').press('Enter');
}

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('accessToken'));

async function status(site: Site, token: string, path = '/api/users/me'): Promise<number> {
  return (await fetch(`${site.baseUrl}${path}`, { headers: { Authorization: `Bearer ${token}` } })).status;
}

/**
 * Turns two-factor login on through the profile's card: the QR code shows, the key on the page
 * gives the code. Answers the key, the time step of the code used and the recovery codes shown.
 */
async function turnOnTwoFactor(page: Page) {
  await page.getByRole('button', { name: SECURITY_UI.turnOn }).click();
  const qr = page.getByAltText(SECURITY_UI.qrAlt);
  await qr.waitFor();
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  // drawn, not blocked: the page's Content-Security-Policy allows data: images
  expect(await qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);

  const secret = ((await page.getByTestId('two-factor-secret').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  const step = stepOf(Date.now());
  await page.getByLabel(SECURITY_UI.codeLabel).fill(totp(secret, step * STEP_MS));
  await page.getByRole('button', { name: SECURITY_UI.confirm }).click();

  await page.getByText(SECURITY_MESSAGES.totpEnabled).waitFor();
  const codes = await page.getByRole('list', { name: SECURITY_UI.recoveryTitle }).getByRole('listitem').allTextContents();
  expect(codes).toHaveLength(TWO_FACTOR.recoveryCodeCount);
  await page.getByRole('button', { name: SECURITY_UI.savedCodes }).click();
  await page.getByText(SECURITY_UI.onHint(TWO_FACTOR.recoveryCodeCount)).waitFor();
  return { secret, step, codes };
}

describe('two-factor login and sessions', () => {
  let site: Site;
  let browser: Browser;
  let page: Page;
  let enrolment: Awaited<ReturnType<typeof turnOnTwoFactor>>;

  beforeAll(async () => {
    [site, browser] = await Promise.all([startSite(), launchBrowser()]);
    page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  it('turns two-factor login on from the profile, with the QR code, a code and the recovery codes', async () => {
    await login(page, site);
    await page.waitForURL(`${site.baseUrl}/dashboard`);
    await page.locator('.ant-menu').getByText('Profil').click();
    await page.getByText(SECURITY_UI.offHint).waitFor();
    enrolment = await turnOnTwoFactor(page);
  });

  it('logs out through the side menu, and the token it held answers 401 from then on', async () => {
    const token = await storedToken(page);
    expect(token).toBeTruthy();
    await page.locator('.ant-menu').getByText('Logout').click();
    await page.waitForURL(`${site.baseUrl}/`);
    expect(await storedToken(page)).toBeNull();
    expect(await status(site, token!)).toBe(401);
  });

  it('asks for the code at login, refuses a wrong one and lets the right one in', async () => {
    await login(page, site);
    const code = page.getByLabel(SECURITY_UI.codeLabel);
    await code.waitFor();
    await page.getByText(SECURITY_MESSAGES.totpRequired).waitFor();
    expect(await code.getAttribute('autocomplete')).toBe('one-time-code');

    const right = totp(enrolment.secret, Math.max(enrolment.step + 1, stepOf(Date.now())) * STEP_MS);
    await code.fill(right === '000000' ? '111111' : '000000');
    await code.press('Enter');
    await fieldMessage(page, SECURITY_MESSAGES.totpInvalid).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login/admin');
    expect(await storedToken(page)).toBeNull();

    // the code that turned it on is spent: a later step's code
    await code.fill(right);
    await code.press('Enter');
    await toast(page, MESSAGES.loginSuccess).waitFor();
    await page.waitForURL(`${site.baseUrl}/dashboard`);
    await page.getByText('Count 0 data').waitFor();
  });

  it('lists the sessions on the profile, and ends another one', async () => {
    // a second device logs in with a recovery code
    const response = await fetch(`${site.baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'User-Agent': OTHER_BROWSER },
      body: JSON.stringify({ email: site.superadmin.email, password: site.superadmin.password, code: enrolment.codes[0] }),
    });
    expect(response.status).toBe(200);
    const { token: otherToken } = (await response.json()) as { token: string };

    await page.locator('.ant-menu').getByText('Profil').click();
    const rows = page.locator('.ant-card').filter({ hasText: SECURITY_UI.sessionsTitle }).locator('tbody tr.ant-table-row');
    await rows.filter({ hasText: 'Firefox 133 on Linux' }).waitFor();
    expect(await rows.count()).toBe(2);
    const here = rows.filter({ hasText: SECURITY_UI.thisDevice });
    expect(await here.textContent()).toMatch(/^Headless Chrome \d+ on Linux/);
    await page.getByText(SECURITY_UI.onHint(TWO_FACTOR.recoveryCodeCount - 1)).waitFor();

    await page.getByRole('button', { name: 'End session Firefox 133 on Linux' }).click();
    expect(await page.locator('.ant-modal-confirm-title').textContent()).toBe(SECURITY_UI.confirmEndSession('Firefox 133 on Linux'));
    // the answer itself is checked first: a refusal names its status here rather than as a missing toast
    const ended = page.waitForResponse((answer) => answer.request().method() === 'DELETE' && answer.url().includes('/api/users/me/sessions/'));
    await page.getByRole('button', { name: SECURITY_UI.endSession, exact: true }).click();
    expect(`${(await ended).status()} ${await (await ended).text()}`).toBe(
      `200 ${JSON.stringify({ status: 'Success', message: SECURITY_MESSAGES.sessionEnded })}`,
    );
    await toast(page, SECURITY_MESSAGES.sessionEnded).waitFor();
    await rows.filter({ hasText: 'Firefox 133 on Linux' }).waitFor({ state: 'detached' });
    expect(await rows.count()).toBe(1);
    expect(await status(site, otherToken)).toBe(401);
    expect(await status(site, (await storedToken(page))!)).toBe(200);
  });
});

describe('a role that must use two-factor login (REQUIRE_2FA_ROLES)', () => {
  let site: Site;
  let browser: Browser;

  beforeAll(async () => {
    [site, browser] = await Promise.all([startSite({ REQUIRE_2FA_ROLES: 'superadmin' }), launchBrowser()]);
  });

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  it('lands on the set-up after login and reaches the dashboard only once two-factor login is on', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await login(page, site);
    await page.waitForURL(`${site.baseUrl}/dashboard/profil`);
    await page.getByText(SECURITY_MESSAGES.totpEnrolmentRequired).waitFor();
    expect(await page.locator('.ant-menu a').allTextContents()).toEqual(['Profil']);
    expect(await status(site, (await storedToken(page))!, '/api/blogs?page=1')).toBe(403);

    // any other screen leads back to the set-up
    await page.goto(`${site.baseUrl}/dashboard/user`);
    await page.waitForURL(`${site.baseUrl}/dashboard/profil`);
    await page.getByText(SECURITY_MESSAGES.totpEnrolmentRequired).waitFor();

    await turnOnTwoFactor(page);
    await page.getByText(SECURITY_MESSAGES.totpEnrolmentRequired).waitFor({ state: 'detached' });
    expect(await page.locator('.ant-menu a').allTextContents()).toEqual(['Blogs', 'Categories', 'Users', 'Leads', 'Activity', 'Integrations', 'Profil']);
    await page.locator('.ant-menu').getByText('Blogs').click();
    await page.waitForURL(`${site.baseUrl}/dashboard`);
    await page.getByText('Count 0 data').waitFor();
  });
});
