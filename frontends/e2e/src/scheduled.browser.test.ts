import type { Browser, Page } from 'playwright-core';
import { FEATURED_CATEGORIES, SCHEDULE_LEAD_MIN_SECONDS, SCHEDULE_TEXTS, VALIDATION, type ApiSuccess, type CategoryView } from '@csec/contracts';
import { apiLogin, launchBrowser, startSite, type Site } from './harness';
import { makePng, staffApi } from './staff-data';

/**
 * Scheduled publishing through the dashboard: an editor schedules a saved post for the next
 * minute on the site's clock (the picker chooses minutes), the list shows it waiting, and the
 * public blog shows it once its time has come, without anyone touching it.
 */
const TIME_ZONE = 'Asia/Jakarta';
const TITLE = 'Satellite links after dark';

let browser: Browser;
let site: Site;
let page: Page;
let slug = '';

beforeAll(async () => {
  [browser, site] = await Promise.all([launchBrowser(), startSite({ SITE_TIMEZONE: TIME_ZONE })]);
  const api = staffApi(site.baseUrl, await apiLogin(site.baseUrl, site.superadmin.email, site.superadmin.password));
  const insight = (await api.get<ApiSuccess<CategoryView[]>>('/categories')).data!.find((c) => c.name === FEATURED_CATEGORIES[0].name)!;
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(makePng(64, 36, [11, 61, 145]))], { type: 'image/png' }), 'cover.png');
  const { url: cover } = await api.post<{ url: string }>('/upload', form);
  const saved = await api.post<{ blogSlug: string }>('/blogs/', {
    title: TITLE,
    categoryId: insight.id,
    content: '<p>Links that stay up at night.</p>',
    cover,
  });
  slug = saved.blogSlug;
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

/** A toast (antd notification) with this title. */
const toast = (text: string) => page.locator('.ant-notification-notice').filter({ hasText: text }).first();

/**
 * Time the test needs between picking the minute and reading the post's page before that minute: the
 * dialog, the toast and one page load, which took more than the API's 5 s minimum lead on a busy CI machine.
 */
const CHECK_MARGIN_MS = 20_000;

/** The next whole minute at least the API's minimum lead and CHECK_MARGIN_MS ahead, as the site's clock writes it in the picker. */
function nextMinute(): { at: Date; typed: string } {
  const at = new Date(Math.ceil((Date.now() + SCHEDULE_LEAD_MIN_SECONDS * 1000 + CHECK_MARGIN_MS) / 60_000) * 60_000);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return { at, typed: `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}` };
}

describe('scheduled publishing in the dashboard', () => {
  it('schedules a post for the next minute, shows it waiting, and the public blog shows it after its time', async () => {
    await page.goto(`${site.baseUrl}/login/admin`);
    await page.getByLabel('Email').fill(site.superadmin.email);
    await page.getByLabel('Password').fill(site.superadmin.password);
    await page.getByLabel('Password').press('Enter');
    await page.waitForURL(`${site.baseUrl}/dashboard`);
    await page.goto(`${site.baseUrl}/dashboard/blog/edit/${slug}`);
    await page.getByText('Saved', { exact: true }).waitFor();

    await page.getByRole('button', { name: SCHEDULE_TEXTS.scheduleButton }).click();
    const dialog = page.locator('.ant-modal');
    await dialog.getByText(`${SCHEDULE_TEXTS.pickerLabel} (${TIME_ZONE})`).waitFor();
    const { at, typed } = nextMinute();
    const picker = dialog.locator('#schedule-publish-at');
    await picker.click();
    await picker.fill(typed);
    await picker.press('Enter');
    await dialog
      .getByTestId('schedule-preview')
      .filter({ hasText: `(${TIME_ZONE})` })
      .waitFor();
    await dialog.getByRole('button', { name: SCHEDULE_TEXTS.dialogConfirm }).click();
    await toast(SCHEDULE_TEXTS.scheduled).waitFor();

    // Locked and waiting, with its time on the site's clock.
    await page.getByText(VALIDATION.publishedLocked).waitFor();
    const shown = await page.locator('.ant-alert-description').textContent();
    expect(shown).toContain(`(${TIME_ZONE})`);
    expect(await page.getByLabel('Title').isDisabled()).toBe(true);
    const staff = (await (
      await fetch(`${site.baseUrl}/api/blogs/${slug}`, {
        headers: { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('accessToken'))}` },
      })
    ).json()) as ApiSuccess<{ publishStatus: string; publishAt: string }>;
    expect(staff.data).toMatchObject({ publishStatus: 'scheduled', publishAt: at.toISOString() });

    // Not public while it waits: read before its time (the margin above), and known to be.
    const before = await page.goto(`${site.baseUrl}/blog/${slug}`);
    expect(before?.status()).toBe(404);
    expect(Date.now()).toBeLessThan(at.getTime());

    await page.goto(`${site.baseUrl}/dashboard`);
    const row = page.locator('tbody tr.ant-table-row').filter({ hasText: TITLE });
    await row.locator('.ant-tag-blue').filter({ hasText: 'scheduled' }).waitFor();
    expect(await row.textContent()).toContain(`(${TIME_ZONE})`);

    await new Promise((resolve) => setTimeout(resolve, Math.max(0, at.getTime() - Date.now())));
    let seenAfter = -1;
    while (seenAfter < 0) {
      await page.goto(`${site.baseUrl}/blog`);
      if ((await page.getByText(TITLE).count()) > 0) seenAfter = Date.now() - at.getTime();
      else if (Date.now() - at.getTime() > 5000) throw new Error('the post was not on the public blog 5 s after its time');
    }
    expect(seenAfter).toBeLessThan(5000);
    const after = await page.goto(`${site.baseUrl}/blog/${slug}`);
    expect(after?.status()).toBe(200);
    await page.getByRole('heading', { name: TITLE }).waitFor();
  }, 150_000);
});
