import type { Browser, BrowserContext, Page } from 'playwright-core';
import { source as AXE_SOURCE, type AxeResults, type Result } from 'axe-core';
import { FEATURED_CATEGORIES, NOT_FOUND_TEXT, PUBLIC_PAGE_PATHS, type ApiSuccess, type BlogSidebar, type CategoryView } from '@csec/contracts';
import { apiLogin, launchBrowser, startSite, type Site } from './harness';
import { makePng, staffApi } from './staff-data';

/**
 * Impacts that fail the test. axe-core's whole engine (AXE_SOURCE) is evaluated in each page through the
 * DevTools protocol, which the site's Content-Security-Policy does not govern: a <script> tag added with
 * it would be inline code without the nonce, which the policy rightly refuses. So these pages run under
 * their real policy (no bypassCSP), and a violation on any of them fails the test (csp-guard.ts).
 */
const BLOCKING = new Set(['serious', 'critical']);

let browser: Browser;
let site: Site;
let postPath: string;
let archivePath: string;

beforeAll(async () => {
  [browser, site] = await Promise.all([launchBrowser(), startSite()]);
  const api = staffApi(site.baseUrl, await apiLogin(site.baseUrl, site.superadmin.email, site.superadmin.password));
  const insight = (await api.get<ApiSuccess<CategoryView[]>>('/categories')).data!.find((c) => c.name === FEATURED_CATEGORIES[0].name)!;
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(makePng(1200, 675, [11, 61, 145]))], { type: 'image/png' }), 'cover.png');
  const { url: cover } = await api.post<{ url: string }>('/upload', form);
  const saved = await api.post<{ blogSlug: string }>('/blogs/', {
    title: 'Hardening field radios against interception',
    categoryId: insight.id,
    content:
      '<h2>Why it matters</h2><p>Mesh radios carry <strong>orders</strong> and <a href="https://example.com">positions</a>.</p><blockquote>Encrypt every hop.</blockquote><ul><li>Rotate keys</li></ul>',
    cover,
  });
  await api.post(`/blogs/${saved.blogSlug}/publish`);
  postPath = `/blog/${saved.blogSlug}`;
  const sidebar = ((await (await fetch(`${site.baseUrl}/api/blogs/publish/sidebar`)).json()) as ApiSuccess<BlogSidebar>).data!;
  archivePath = `/blog/archieve/${encodeURIComponent(sidebar.archive[0].label)}`;
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

/** Every public route of spec section 2, one of each blog page kind, the not-found page and the login. */
const ROUTES: readonly string[] = [
  ...PUBLIC_PAGE_PATHS,
  '/under-construction',
  `/blog/tag/${FEATURED_CATEGORIES[0].tag}`,
  'an archive',
  'a post',
  '/no/such/page',
  '/id',
  '/id/contact',
  '/id/blog',
  '/id/no/such/page',
  '/login/admin',
];
/** The two routes whose address the setup's post decides. */
const pathOf = (route: string): string => (route === 'an archive' ? archivePath : route === 'a post' ? postPath : route);

/**
 * The page is done: React has taken over its markup (so what axe reads is what a visitor uses) and no
 * skeleton or spinner is left. Waiting for the network to go quiet instead cost half a second a page.
 */
async function settle(page: Page, path: string) {
  if (path === '/login/admin') {
    // Drawn by the browser alone (no server markup): there when its code has run.
    await page.getByLabel('Password').waitFor();
    return;
  }
  await (path === '/no/such/page' ? page.getByText(NOT_FOUND_TEXT) : page.getByRole('contentinfo')).waitFor();
  // An Indonesian page, opened by this English browser, offers itself in English once hydrated: axe checks the offer too.
  // The not-found page has no English twin to offer.
  if (path.startsWith('/id') && path !== '/id/no/such/page') await page.getByRole('complementary', { name: 'Language' }).waitFor();
  await page.waitForFunction(
    () =>
      Object.keys(document.querySelector('main') ?? {}).some((key) => key.startsWith('__reactFiber')) &&
      document.querySelectorAll('[aria-busy="true"], [role="status"][aria-label="Loading page"]').length === 0,
  );
}

function describeViolation(violation: Result): string {
  const nodes = violation.nodes
    .slice(0, 5)
    // The built CSS classes are hashed, so the element's own markup says more than its selector.
    .map((node) => `    ${node.html.slice(0, 160)}\n      ${(node.failureSummary ?? '').replace(/\n/g, '\n      ')}`)
    .join('\n');
  const more = violation.nodes.length > 5 ? `\n    ... and ${violation.nodes.length - 5} more` : '';
  return `  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${nodes}${more}`;
}

async function blockingViolations(page: Page): Promise<Result[]> {
  await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } }).axe.run(document, { resultTypes: ['violations'] }),
  );
  return results.violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
}

/** One test per page and size, so each page's check has the whole per-test time on a busy machine. */
describe.each([
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 375, height: 740 }],
] as const)('accessibility (axe-core), %s: no serious or critical violation', (label, viewport) => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await browser.newContext({ viewport, reducedMotion: 'reduce', locale: 'en-US' });
    page = await context.newPage();
  });
  afterAll(() => context?.close());

  const expectNoBlockingViolation = async (where: string) => {
    const violations = await blockingViolations(page);
    expect(violations.length > 0 ? `${where}\n${violations.map(describeViolation).join('\n')}` : '').toBe('');
  };

  it.each(ROUTES)('on %s', async (route) => {
    const path = pathOf(route);
    await page.goto(`${site.baseUrl}${path}`);
    await settle(page, path);
    await expectNoBlockingViolation(path);
  });

  if (label === 'phone') {
    it('on / with the drawer open', async () => {
      // Open with its Products list unfolded: hidden, the page passes skip it.
      await page.goto(`${site.baseUrl}/`);
      await settle(page, '/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.locator('#site-drawer summary').click();
      await page.locator('#site-drawer').getByRole('link', { name: 'All products' }).waitFor();
      await expectNoBlockingViolation('/ with the drawer open');
    });
  }
});
