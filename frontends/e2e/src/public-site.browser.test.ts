import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  COUNTER_TARGETS,
  FEATURED_CATEGORIES,
  FORM_IFRAME_HEIGHT,
  NAVBAR_HEIGHT,
  NAVBAR_SCROLL_THRESHOLD,
  NOT_FOUND_TEXT,
  PUBLIC_TEXTS,
  contributorLine,
  editorLine,
  latestNewsHeading,
  type ApiSuccess,
  type BlogSidebar,
  type CategoryView,
  type SiteConfig,
  type UserView,
} from '@csec/contracts';
import { apiLogin, launchBrowser, startSite, whenHydrated, type Site } from './harness';
import { makePng, staffApi } from './staff-data';

// The registration form the site is configured with: a page Chromium renders without any network.
const FORM_URL = 'data:text/html,<h1>Event registration</h1>';

let browser: Browser;
let site: Site;

beforeAll(async () => {
  [browser, site] = await Promise.all([launchBrowser(), startSite({ FORM_URL })]);
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

/** A fresh page; closing its context after the test keeps tests independent. */
async function openPage(width = 1280, height = 800): Promise<{ page: Page; context: BrowserContext }> {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  return { page, context };
}

async function expectTexts(page: Page, texts: string[]) {
  for (const text of texts) {
    // Visible ones: the header's Products list is in every page's HTML, hidden until opened.
    await page.getByText(text, { exact: false }).filter({ visible: true }).first().waitFor({ timeout: 10_000 });
  }
}

describe('public pages', () => {
  const ROUTES: [path: string, title: RegExp, texts: string[]][] = [
    [
      '/',
      /^CSEC$/,
      [PUBLIC_TEXTS.slogan, PUBLIC_TEXTS.eventTitle, PUBLIC_TEXTS.socProjects, PUBLIC_TEXTS.productCount, 'Our Products', 'Register', 'Learn More'],
    ],
    ['/about', /^About Us \| CSEC$/, [PUBLIC_TEXTS.productCount, 'Our Vision', 'Our Mission', 'Our History', 'Tianhe Cybertech', 'Kessler & Vogt']],
    ['/contact', /^Contact Us \| CSEC$/, ['Head office', 'E-mail', 'Phone', 'Address']],
    ['/form', /^Registration Form \| CSEC$/, ['Register your interest']],
    ['/products', /^Our Products \| CSEC$/, ['Satcom Monitoring and Interception', 'Digital Forensic']],
    ['/under-construction', /^Under Construction \| CSEC$/, [PUBLIC_TEXTS.underConstruction]],
    [
      '/product/csec-detection-and-monitoring',
      /^CSEC Detection and Monitoring \| CSEC$/,
      ['Traffic Monitoring', 'File Detection', 'Unified Situation Analysis', '20Gbps', 'Depth Security Test System', 'Get in touch'],
    ],
    ['/product/csec-assessment', /^CSEC Assessment/, ['Vulnerability Management', '3500+', 'vulnerability exploit modules']],
    ['/product/csec-defense', /^CSEC Defense/, ['Anti-DDoS', 'ADS-M', 'more than 30 detection vectors', 'Web Application Firewall', 'Intrusion Prevention']],
    ['/product/competence-output', /^Competence Output/, ['Training Room Platform', 'Training Modules', 'Training Modes']],
    ['/product/encryptor', /^Tactical Anti Interception/, ['Link Encryptor', 'IP Encryptor', 'Radio Encryptor', '100M', '1000M', 'Key Management System']],
    [
      '/product/digital-forensic',
      /^Digital Forensic/,
      ['Computer Forensics', 'Audio Forensics', 'Mobile Forensics', 'Database Forensics', 'Video Forensics', 'Top1 hit rate above 95% on 1000 IDs'],
    ],
    [
      '/product/vip-public-security',
      /^VIP Public Security/,
      ['Spectrum Detection', '100kHz to 18GHz', '1024 nodes', '8 hops', '40km range', 'Drone Countermeasures'],
    ],
    ['/product/tactical-interception', /^Satcom Monitoring and Interception/, ['Satcom Monitoring and Interception', 'Satellite Phone Monitoring']],
    ['/blog', /^Blog \| CSEC$/, ['NEWS', PUBLIC_TEXTS.recentPost, PUBLIC_TEXTS.archive, PUBLIC_TEXTS.category]],
  ];

  it.each(ROUTES)('%s shows its key texts, its own title and description', async (path, title, texts) => {
    const { page, context } = await openPage();
    await page.goto(`${site.baseUrl}${path}`);
    await expectTexts(page, texts);
    expect(await page.title()).toMatch(title);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length).toBeGreaterThan(20);
    // Every public page has the header and the footer with the company links.
    await page.getByRole('banner').waitFor();
    for (const link of ['About Us', 'Blog', 'Contact Us']) {
      expect(await page.getByRole('contentinfo').getByRole('link', { name: link }).count()).toBe(1);
    }
    await context.close();
  });

  it('fits a 375px wide screen on every route, without sideways scrolling', async () => {
    const { page, context } = await openPage(375, 740);
    for (const [path, , texts] of ROUTES) {
      await page.goto(`${site.baseUrl}${path}`);
      await expectTexts(page, texts.slice(0, 1));
      expect({ path, width: await page.evaluate(() => document.documentElement.scrollWidth) }).toEqual({ path, width: 375 });
    }
    await context.close();
  });

  it('shows the contact details and the map from the site config, in the footer too', async () => {
    const config = ((await (await fetch(`${site.baseUrl}/api/site-config`)).json()) as ApiSuccess<SiteConfig>).data!;
    const { page, context } = await openPage();
    await page.goto(`${site.baseUrl}/contact`);
    const main = page.getByRole('main');
    await main.getByText(config.contact.email).waitFor();
    await main.getByText(config.contact.phone).waitFor();
    await main.getByText(config.contact.address).waitFor();
    expect(await page.locator('iframe[title="Map of our office location"]').getAttribute('src')).toBe(config.mapUrl);
    const footer = page.getByRole('contentinfo');
    expect(await footer.getByText(config.contact.email).count()).toBe(1);
    expect(await footer.getByText(config.contact.address).count()).toBe(1);
    await context.close();
  });

  it('embeds the configured form 1400px high and logs its address', async () => {
    const { page, context } = await openPage();
    // The page arrives rendered; it logs once its code has loaded, which may be after the frame shows.
    const logged = page.waitForEvent('console', { predicate: (message) => message.text().includes(FORM_URL), timeout: 10_000 });
    await page.goto(`${site.baseUrl}/form`);
    const frame = page.locator('iframe[title="Registration form"]');
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toBe(FORM_URL);
    expect((await frame.boundingBox())?.height).toBe(FORM_IFRAME_HEIGHT);
    await page.frameLocator('iframe[title="Registration form"]').getByText('Event registration').waitFor();
    expect((await logged).text()).toContain(FORM_URL);
    await context.close();
  });

  it('answers an unknown path with the not-found page', async () => {
    const { page, context } = await openPage();
    await page.goto(`${site.baseUrl}/no/such/page`);
    await page.getByText(NOT_FOUND_TEXT).waitFor();
    await context.close();
  });
});

describe('navigation', () => {
  const headerState = (page: Page) => page.getByRole('banner').getAttribute('data-state');
  const headerBackground = (page: Page) => page.getByRole('banner').evaluate((element) => getComputedStyle(element).backgroundColor);
  const scrollTo = async (page: Page, y: number) => {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForFunction((top) => window.scrollY === top, y);
  };

  it(`turns the header solid past ${NAVBAR_SCROLL_THRESHOLD}px on the home page only`, async () => {
    const { page, context } = await openPage();
    await page.goto(`${site.baseUrl}/`);
    await page.getByText(PUBLIC_TEXTS.slogan).waitFor();
    expect((await page.getByRole('banner').boundingBox())?.height).toBe(NAVBAR_HEIGHT);
    expect(await headerState(page)).toBe('transparent');
    expect(await headerBackground(page)).toBe('rgba(0, 0, 0, 0)');

    await scrollTo(page, NAVBAR_SCROLL_THRESHOLD);
    expect(await headerState(page)).toBe('transparent');

    await scrollTo(page, NAVBAR_SCROLL_THRESHOLD + 1);
    await page.waitForFunction(() => document.querySelector('header')?.dataset.state === 'solid');
    // The header stays fixed at the top while the page scrolls under it.
    expect((await page.getByRole('banner').boundingBox())?.y).toBe(0);

    await scrollTo(page, 0);
    await page.waitForFunction(() => document.querySelector('header')?.dataset.state === 'transparent');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
    // The home page makes the '30+ Products' claim too: wait for a heading only About has.
    await page.getByRole('heading', { name: 'Our Mission' }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await headerState(page)).toBe('solid');
    await page.waitForFunction(() => getComputedStyle(document.querySelector('header')!).backgroundColor !== 'rgba(0, 0, 0, 0)');
    await context.close();
  });

  it('opens the Products menu on wide screens', async () => {
    const { page, context } = await openPage();
    await page.goto(`${site.baseUrl}/about`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await (await whenHydrated(nav.getByRole('button', { name: 'Products' }))).click();
    await nav.getByRole('link', { name: 'CSEC Defense' }).click();
    await page.waitForURL('**/product/csec-defense');
    await page.getByText('more than 30 detection vectors').first().waitFor();
    await context.close();
  });

  it('at 375px opens the drawer from the left and expands its Products list', async () => {
    const { page, context } = await openPage(375, 740);
    await page.goto(`${site.baseUrl}/`);
    await page.getByText(PUBLIC_TEXTS.slogan).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);

    await (await whenHydrated(page.getByRole('button', { name: 'Open menu' }))).click();
    const drawer = page.getByRole('complementary', { name: 'Menu' });
    await page.waitForFunction(() => document.getElementById('site-drawer')?.getBoundingClientRect().left === 0);
    // The Products list is a <details>: it unfolds from its summary, with or without the page's script.
    const toggle = drawer.locator('summary', { hasText: 'Products' });
    const firstProduct = drawer.getByRole('link', { name: 'CSEC Detection and Monitoring' });
    expect(await firstProduct.isVisible()).toBe(false);

    await toggle.click();
    expect(await drawer.locator('details').getAttribute('open')).toBe('');
    await firstProduct.waitFor({ state: 'visible' });
    expect(await drawer.getByRole('link').filter({ hasText: 'VIP Public Security' }).isVisible()).toBe(true);

    await firstProduct.click();
    await page.waitForURL('**/product/csec-detection-and-monitoring');
    await page.getByText('20Gbps').first().waitFor();
    await page.waitForFunction(() => document.getElementById('site-drawer')!.getBoundingClientRect().right <= 0);
    await context.close();
  });

  it('counts the counters up to their targets once they scroll into view', async () => {
    const { page, context } = await openPage();
    await page.goto(`${site.baseUrl}/`);
    const values = page.getByTestId('counter-value');
    // The server's HTML carries the real figures; once the code runs they wait at 0 below the fold.
    await whenHydrated(values.first());
    await page.waitForFunction(() => Array.from(document.querySelectorAll('[data-testid="counter-value"]')).every((el) => el.textContent === '0'));

    const started = Date.now();
    await values.first().scrollIntoViewIfNeeded();
    await page.waitForFunction(
      (targets) => {
        const shown = Array.from(document.querySelectorAll('[data-testid="counter-value"]'), (el) => Number(el.textContent));
        return shown.every((value, index) => value === targets[index]);
      },
      [...COUNTER_TARGETS],
      { timeout: 10_000 },
    );
    // The animation takes COUNTER_DURATION_MS (2 s): it does not jump straight to the end.
    expect(Date.now() - started).toBeGreaterThan(1_500);
    expect((await values.allTextContents()).map(Number)).toEqual([...COUNTER_TARGETS]);
    await context.close();
  });
});

describe('blog', () => {
  const insight = FEATURED_CATEGORIES[0];
  let published: { title: string; slug: string; blogId: number; cover: string };
  let draft: { title: string; slug: string };
  let editor: string;
  let archiveLabel: string;

  beforeAll(async () => {
    const token = await apiLogin(site.baseUrl, site.superadmin.email, site.superadmin.password);
    const api = staffApi(site.baseUrl, token);
    editor = (await api.get<ApiSuccess<UserView[]>>('/users/me')).data![0].username;
    const categories = (await api.get<ApiSuccess<CategoryView[]>>('/categories')).data!;
    const category = categories.find((c) => c.name === insight.name)!;

    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(makePng(32, 18, [11, 61, 145]))], { type: 'image/png' }), 'cover.png');
    const { url: cover } = await api.post<{ url: string }>('/upload', form);

    const title = 'Regional threat briefing for critical infrastructure';
    const saved = await api.post<{ blogSlug: string; blogId: number }>('/blogs/', {
      title,
      categoryId: category.id,
      content: '<p>Hello</p>',
      cover,
    });
    await api.post(`/blogs/${saved.blogSlug}/publish`);
    published = { title, slug: saved.blogSlug, blogId: saved.blogId, cover };

    const draftTitle = 'Unpublished notes on the next exercise';
    const savedDraft = await api.post<{ blogSlug: string }>('/blogs/', {
      title: draftTitle,
      categoryId: category.id,
      content: '<p>Not yet</p>',
      cover,
    });
    draft = { title: draftTitle, slug: savedDraft.blogSlug };

    const sidebar = ((await (await fetch(`${site.baseUrl}/api/blogs/publish/sidebar`)).json()) as ApiSuccess<BlogSidebar>).data!;
    archiveLabel = sidebar.archive[0].label;
  });

  /** The page shown has the heading and the published post's card, and no sign of the draft. */
  async function expectListed(page: Page, heading: string) {
    await page.getByRole('heading', { name: heading }).first().waitFor();
    const card = page.getByTestId('blog-card').filter({ hasText: published.title });
    await card.waitFor();
    expect(await card.getByRole('link', { name: PUBLIC_TEXTS.readMore }).getAttribute('href')).toBe(`/blog/${published.slug}`);
    expect(await card.locator('img').getAttribute('src')).toBe(published.cover);
    expect(await page.getByText(draft.title).count()).toBe(0);
  }

  it('lists the published post on /blog, never the draft', async () => {
    const { page, context } = await openPage();
    await page.goto(`${site.baseUrl}/blog`);
    await expectListed(page, PUBLIC_TEXTS.news);
    const recent = page.getByRole('region', { name: PUBLIC_TEXTS.recentPost });
    expect(await recent.getByRole('link', { name: published.title }).getAttribute('href')).toBe(`/blog/${published.slug}`);
    await context.close();
  });

  it('lists it on its tag page, reached from the featured tile', async () => {
    const { page, context } = await openPage();
    await page.goto(`${site.baseUrl}/blog`);
    const tiles = page.getByRole('list', { name: 'Featured categories' });
    await tiles.getByRole('link', { name: new RegExp(`^${insight.name.toUpperCase()}`) }).click();
    await page.waitForURL(`**/blog/tag/${insight.tag}`);
    await expectListed(page, latestNewsHeading(insight.name));
    await context.close();
  });

  it('lists it on its month page, reached from the sidebar archive', async () => {
    const { page, context } = await openPage();
    await page.goto(`${site.baseUrl}/blog`);
    await page.getByRole('region', { name: PUBLIC_TEXTS.archive }).getByRole('link', { name: archiveLabel }).click();
    await page.waitForURL(`**/blog/archieve/${encodeURIComponent(archiveLabel)}`);
    await expectListed(page, latestNewsHeading(archiveLabel.toUpperCase()));

    // The address also works when opened directly, as a shared link would be.
    await page.goto(`${site.baseUrl}/blog/archieve/${encodeURIComponent(archiveLabel)}`);
    await expectListed(page, latestNewsHeading(archiveLabel.toUpperCase()));
    await context.close();
  });

  it('shows the post on its own page', async () => {
    const { page, context } = await openPage();
    await page.goto(`${site.baseUrl}/blog`);
    await page.getByTestId('blog-card').filter({ hasText: published.title }).getByRole('link', { name: PUBLIC_TEXTS.readMore }).click();
    await page.waitForURL(`**/blog/${published.slug}`);
    await page.getByRole('heading', { level: 1, name: published.title }).waitFor();
    await page.getByText(editorLine(editor)).waitFor();
    expect(await page.getByText(/^Contributor:/).count()).toBe(0);
    expect(await page.getByRole('img', { name: published.title }).getAttribute('src')).toBe(published.cover);
    await page.getByRole('article').getByText('Hello', { exact: true }).waitFor();
    expect(await page.title()).toBe(`${published.title} | CSEC`);
    await context.close();
  });

  it('answers a draft and an unknown slug with the not-found page', async () => {
    const { page, context } = await openPage();
    for (const slug of [draft.slug, 'no-such-post']) {
      await page.goto(`${site.baseUrl}/blog/${slug}`);
      await page.getByText(NOT_FOUND_TEXT).waitFor();
      expect(await page.getByText(draft.title).count()).toBe(0);
    }
    await context.close();
  });

  it('moves a renamed post from its old address to the new one', async () => {
    const token = await apiLogin(site.baseUrl, site.superadmin.email, site.superadmin.password);
    const api = staffApi(site.baseUrl, token);
    const oldSlug = published.slug;
    await api.post(`/blogs/${oldSlug}/draft`);
    const renamed = await api.put<{ blogSlug: string }>(`/blogs/${published.blogId}`, { title: `${published.title} 2026` });
    await api.post(`/blogs/${renamed.blogSlug}/publish`);
    published = { ...published, title: `${published.title} 2026`, slug: renamed.blogSlug };
    expect(renamed.blogSlug).not.toBe(oldSlug);

    const { page, context } = await openPage();
    await page.goto(`${site.baseUrl}/blog/${oldSlug}`);
    await page.waitForURL(`**/blog/${renamed.blogSlug}`);
    await page.getByRole('heading', { level: 1, name: published.title }).waitFor();
    await context.close();
  });

  it('names the contributors once someone else has edited the post', async () => {
    const token = await apiLogin(site.baseUrl, site.superadmin.email, site.superadmin.password);
    const api = staffApi(site.baseUrl, token);
    const author = { username: 'rina', email: 'rina@e2e.test', password: 'rina-password-1', role: 'admin' };
    await api.post('/register', author);
    const authorApi = staffApi(site.baseUrl, await apiLogin(site.baseUrl, author.email, author.password));
    await authorApi.post(`/blogs/${published.slug}/draft`);
    await authorApi.put(`/blogs/${published.blogId}`, { content: '<p>Hello</p><p class="ql-align-center">Updated briefing</p>' });
    await authorApi.post(`/blogs/${published.slug}/publish`);

    const { page, context } = await openPage();
    await page.goto(`${site.baseUrl}/blog/${published.slug}`);
    await page.getByText(contributorLine([author.username])).waitFor();
    const centred = page.getByRole('article').getByText('Updated briefing');
    expect(await centred.evaluate((element) => getComputedStyle(element).textAlign)).toBe('center');
    await context.close();
  });
});
