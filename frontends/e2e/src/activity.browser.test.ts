import type { Browser, Page } from 'playwright-core';
import { source as AXE_SOURCE, type AxeResults } from 'axe-core';
import { ACTIVITY_ACTION_LABELS, ACTIVITY_TEXTS, MESSAGES } from '@csec/contracts';
import { launchBrowser, startSite, type Site } from './harness';

/**
 * The activity log through the dashboard: the superadmin signs in, creates an account and a
 * post, then finds each of those actions in the Activity screen and narrows it to one kind.
 */
const EDITOR = { username: 'night_editor', email: 'night.editor@e2e.test', password: 'editor-password-1' };
const TITLE = 'Quarterly threat briefing';

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

/** Opens the antd select whose input has this id and picks an option by its label. */
async function choose(selectId: string, label: string) {
  await page
    .locator('.ant-select')
    .filter({ has: page.locator(`#${selectId}`) })
    .click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: label }).first().click();
}

/** The table's rows, each as its cells' texts (TIME, ACTOR, ACTION, TARGET, IP, SUMMARY). */
async function tableRows(): Promise<string[][]> {
  return page
    .locator('tbody tr.ant-table-row')
    .evaluateAll((rows) => rows.map((row) => Array.from(row.querySelectorAll('td'), (cell) => cell.textContent ?? '')));
}

describe('the Activity screen', () => {
  it('shows what the superadmin did through the dashboard, newest first', async () => {
    await page.goto(`${site.baseUrl}/login/admin`);
    await page.getByLabel('Email').fill(site.superadmin.email);
    await page.getByLabel('Password').fill(site.superadmin.password);
    await page.getByLabel('Password').press('Enter');
    await page.waitForURL(`${site.baseUrl}/dashboard`);

    await page.locator('.ant-menu').getByText('Users').click();
    await page.getByRole('button', { name: 'Create new user' }).click();
    await page.getByLabel('Username').fill(EDITOR.username);
    await page.getByLabel('Email').fill(EDITOR.email);
    await page.getByLabel('Password', { exact: true }).fill(EDITOR.password);
    await page.getByLabel('Confirmation Password').fill(EDITOR.password);
    await choose('user-role', 'Author');
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(MESSAGES.registrationSuccess).waitFor();

    await page.locator('.ant-menu').getByText('Blogs').click();
    await page.getByRole('button', { name: 'Create new blog' }).click();
    await page.getByLabel('Title').fill(TITLE);
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(MESSAGES.blogSaved).waitFor();

    await page.getByRole('menuitem', { name: ACTIVITY_TEXTS.title }).click();
    await page.waitForURL('**/dashboard/activity');
    await page.getByRole('cell', { name: `Post: ${TITLE}` }).waitFor();
    const rows = await tableRows();
    expect(rows.map(([, actor, action, target, ip]) => [actor, action, target, ip])).toEqual([
      ['superadmin', ACTIVITY_ACTION_LABELS['post.create'], `Post: ${TITLE}`, '127.0.0.1'],
      ['superadmin', ACTIVITY_ACTION_LABELS['user.create'], `User: ${EDITOR.username}`, '127.0.0.1'],
      ['superadmin', ACTIVITY_ACTION_LABELS['auth.login'], 'User: superadmin', '127.0.0.1'],
    ]);
    expect(rows[1][5]).toBe('role: author');
    // The full date with the time: '24 November 2026, 17:21'.
    expect(rows[0][0]).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}, \d{2}:\d{2}$/);
    await page.getByText('Count 3 data').waitFor();
  });

  it('narrows the list to one kind of action, kept in the address across a reload', async () => {
    await choose('activity-filter-action', ACTIVITY_ACTION_LABELS['user.create']);
    await page.waitForURL('**/dashboard/activity?page=1&action=user.create');
    await page.getByText('Count 1 data').waitFor();
    expect((await tableRows()).map((row) => row[3])).toEqual([`User: ${EDITOR.username}`]);

    await page.reload();
    await page.getByRole('cell', { name: `User: ${EDITOR.username}` }).waitFor();
    expect(
      await page
        .locator('.ant-select')
        .filter({ has: page.locator('#activity-filter-action') })
        .textContent(),
    ).toContain(ACTIVITY_ACTION_LABELS['user.create']);

    await choose('activity-filter-action', 'All');
    await page.getByText('Count 3 data').waitFor();
  });

  // The screen itself; the layout around it is every dashboard screen's.
  it('has no serious or critical accessibility violation in the screen (axe-core)', async () => {
    // Evaluated through the DevTools protocol, which the page's Content-Security-Policy does not govern (as in a11y.browser.test.ts).
    await page.evaluate(AXE_SOURCE);
    const results = await page.evaluate(() =>
      (window as unknown as { axe: { run(context: string, options: object): Promise<AxeResults> } }).axe.run('.ant-layout-content', {
        resultTypes: ['violations'],
      }),
    );
    const blocking = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(blocking.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`)).toEqual([]);
  });

  it('a direct load of /dashboard/activity waits for at most two API round trips, one after the other', async () => {
    // The same browser context: the token from the login above is in localStorage.
    const direct = await page.context().newPage();
    const calls: { path: string; started: number; ended: number }[] = [];
    // The browser's own timings (when each request left and its answer ended), not when the test heard of them.
    direct.on('requestfinished', (request) => {
      const { pathname } = new URL(request.url());
      if (!pathname.startsWith('/api/')) return;
      const timing = request.timing();
      calls.push({ path: pathname, started: timing.startTime, ended: timing.startTime + timing.responseEnd });
    });
    // The account's answer is held until the two-factor status is asked for (3 s at most): a screen
    // that asks for the status only once it has the account cannot do so while it waits, and that is
    // the third round trip. Timings alone could not tell: an account answered within a few ms, before
    // the status request left, looked like a round trip of its own.
    let asked2fa!: () => void;
    const twoFactorAsked = new Promise<void>((resolve) => (asked2fa = resolve));
    let meHeld = true;
    let askedWhileMeHeld = false;
    await direct.route('**/api/users/me/2fa', async (route) => {
      askedWhileMeHeld = meHeld;
      asked2fa();
      await route.continue();
    });
    await direct.route('**/api/users/me', async (route) => {
      await Promise.race([twoFactorAsked, new Promise((resolve) => setTimeout(resolve, 3000))]);
      meHeld = false;
      await route.continue();
    });
    await direct.goto(`${site.baseUrl}/dashboard/activity`);
    await direct.locator('tbody tr.ant-table-row').first().waitFor();
    await direct.waitForLoadState('networkidle');
    const t0 = Math.min(...calls.map((call) => call.started));
    console.log(
      `direct load of /dashboard/activity: ${sequentialRoundTrips(calls)} sequential API round trips by the timings; ` +
        calls.map((call) => `${call.path} ${Math.round(call.started - t0)}-${Math.round(call.ended - t0)} ms`).join(', '),
    );
    const paths = calls.map((call) => call.path);
    expect(paths).toContain('/api/users/me');
    expect(paths).toContain('/api/activity');
    // The account and the two-factor status are one round trip; the screen's own lists the second.
    expect(askedWhileMeHeld).toBe(true);
    await direct.close();
  });
});

/**
 * How many API calls the slowest chain holds, each started only after the one before it had answered:
 * the round trips a screen waits for one after another.
 */
function sequentialRoundTrips(calls: { started: number; ended: number }[]): number {
  const depthOf = new Map<(typeof calls)[number], number>();
  for (const call of [...calls].sort((a, b) => a.started - b.started)) {
    const before = calls.filter((other) => other !== call && other.ended <= call.started).map((other) => depthOf.get(other) ?? 1);
    depthOf.set(call, 1 + Math.max(0, ...before));
  }
  return Math.max(0, ...depthOf.values());
}
