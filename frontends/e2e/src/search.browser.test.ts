import type { Browser, Page } from 'playwright-core';
import { PUBLIC_TEXTS, SEARCH_TEXTS, SSR_ROOT_ATTRIBUTE, type ApiSuccess, type CategoryView } from '@csec/contracts';
import { apiLogin, launchBrowser, startSite, whenHydrated, type Site } from './harness';
import { makePng, staffApi } from './staff-data';

/**
 * The blog search on the production build: the sidebar's box leads to the server-rendered
 * results page, with and without JavaScript, and the page says 'Blog not found' when nothing matches.
 */
let browser: Browser;
let site: Site;

beforeAll(async () => {
  [browser, site] = await Promise.all([launchBrowser(), startSite()]);
  const api = staffApi(site.baseUrl, await apiLogin(site.baseUrl, site.superadmin.email, site.superadmin.password));
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(makePng(800, 450, [20, 80, 160]))], { type: 'image/png' }), 'cover.png');
  const upload = await api.post<{ url: string }>('/upload', form);
  const categories = await api.get<ApiSuccess<CategoryView[]>>('/categories');
  const insight = categories.data!.find((c) => c.name === 'Insight')!;
  for (const [title, content] of [
    ['Quantum key distribution in the field', '<p>How ground stations exchange keys.</p>'],
    ['Harbour radio upgrade', `<p>${'Routine maintenance notes. '.repeat(12)}The new links carry <strong>quantum</strong> key material.</p>`],
  ]) {
    const created = await api.post<{ blogSlug: string }>('/blogs', { title, categoryId: insight.id, cover: upload.url, content });
    await api.post(`/blogs/${created.blogSlug}/publish`);
  }
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

const cardTitles = (page: Page) => page.getByTestId('blog-card').getByRole('heading').allTextContents();

it('takes words typed in the sidebar box to the results, the title match first, the text match with its snippet', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto(`${site.baseUrl}/blog`);
    const box = await whenHydrated(page.getByRole('searchbox', { name: SEARCH_TEXTS.label }));
    await box.fill('quantum key');
    await box.press('Enter');

    await page.waitForURL(`${site.baseUrl}/blog/search?q=quantum+key`);
    await page.getByRole('heading', { level: 1, name: 'Search: quantum key' }).waitFor();
    await page.getByTestId('blog-card').nth(1).waitFor();
    expect(await cardTitles(page)).toEqual(['Quantum key distribution in the field', 'Harbour radio upgrade']);
    expect(await page.getByTestId('blog-card').nth(1).locator('p').last().textContent()).toMatch(/^….*The new links carry quantum key material\.$/);
    expect(await page.title()).toBe('Search: quantum key | CSEC');
    await expect(box.inputValue()).resolves.toBe('quantum key');

    await box.fill('zebrafish');
    await page.getByRole('button', { name: SEARCH_TEXTS.button }).click();
    await page.waitForURL(`${site.baseUrl}/blog/search?q=zebrafish`);
    await page.getByText(PUBLIC_TEXTS.blogNotFound).waitFor();
  } finally {
    await context.close();
  }
});

it('serves the results page whole without JavaScript, kept out of search engines, and the box still searches', async () => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    const response = await page.goto(`${site.baseUrl}/blog/search?q=harbour`);
    expect(response?.status()).toBe(200);
    expect(await page.locator(`#root[${SSR_ROOT_ATTRIBUTE}]`).count()).toBe(1);
    expect(await cardTitles(page)).toEqual(['Harbour radio upgrade']);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, follow');

    // The box is a plain form: without scripts the browser itself asks for the results page.
    await page.getByRole('searchbox', { name: SEARCH_TEXTS.label }).fill('no such words');
    await page.getByRole('searchbox', { name: SEARCH_TEXTS.label }).press('Enter');
    await page.waitForURL(`${site.baseUrl}/blog/search?q=no+such+words`);
    await page.getByText(PUBLIC_TEXTS.blogNotFound).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Search: no such words');
  } finally {
    await context.close();
  }
});
