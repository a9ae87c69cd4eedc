import * as fs from 'node:fs';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import {
  CONTACT_FORM_PATH,
  COUNTER_TARGETS,
  LEAD_MESSAGES,
  NOT_FOUND_TEXT,
  PUBLIC_TEXTS,
  SSR_ROOT_ATTRIBUTE,
  type CategoryView,
  type ApiSuccess,
} from '@csec/contracts';
import { apiLogin, launchBrowser, newReaderContext, repoRoot, startSite, until, whenHydrated, type Site } from './harness';
import { makePng, staffApi } from './staff-data';

/**
 * Public pages rendered on the server: they read whole without JavaScript, carry their head for
 * crawlers and link previews, and hydrate in the browser without an error or a warning.
 */
let browser: Browser;
let site: Site;
let postPath: string;
const POST_TITLE = 'Securing satellite links in 2026';
/** The post's Indonesian translation, and an Indonesian post that has none. */
let translationPath: string;
let loneIndonesianPath: string;
const TRANSLATION_TITLE = 'Mengamankan tautan satelit pada 2026';
const LONE_TITLE = 'Catatan lapangan dari Surabaya';
// A day apart whatever the hour: a date formatted in the visitor's zone could never hydrate.
const SITE_ZONE = 'Pacific/Kiritimati';
const VISITOR_ZONE = 'Pacific/Pago_Pago';

beforeAll(async () => {
  // These tests read the server's rendering. Within SSR_TIMEOUT_MS's default (1 s) a render on a busy
  // CI machine may run out and the page is served client-rendered instead (by design, and a page of
  // another kind): the budget is set past any render here, so each page is the rendered one.
  const env = { PUBLIC_URL: 'https://www.csec.test', SITE_TIMEZONE: SITE_ZONE, SSR_TIMEOUT_MS: '15000' };
  [browser, site] = await Promise.all([launchBrowser(), startSite(env)]);
  postPath = await publishPost(site, POST_TITLE);
  ({ translationPath, loneIndonesianPath } = await publishIndonesian(site, postPath));
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

async function publishPost(target: Site, title: string): Promise<string> {
  const api = staffApi(target.baseUrl, await apiLogin(target.baseUrl, target.superadmin.email, target.superadmin.password));
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(makePng(1600, 900, [20, 80, 160]))], { type: 'image/png' }), 'cover.png');
  const upload = await api.post<{ url: string }>('/upload', form);
  const categories = await api.get<ApiSuccess<CategoryView[]>>('/categories');
  const insight = categories.data!.find((c) => c.name === 'Insight')!;
  const created = await api.post<{ blogSlug: string }>('/blogs', {
    title,
    categoryId: insight.id,
    cover: upload.url,
    content: '<h2>Why links fail</h2><p>Ground stations are the weak point of most satellite networks.</p>',
  });
  await api.post(`/blogs/${created.blogSlug}/publish`);
  return `/blog/${created.blogSlug}`;
}

/** Translates the post at `englishPath` through the editor's API, and publishes an Indonesian post of its own. */
async function publishIndonesian(target: Site, englishPath: string): Promise<{ translationPath: string; loneIndonesianPath: string }> {
  const api = staffApi(target.baseUrl, await apiLogin(target.baseUrl, target.superadmin.email, target.superadmin.password));
  const english = await api.get<ApiSuccess<{ blogId: number; cover: string; categoryId: number }>>(`/blogs/${englishPath.split('/').pop()!}`);
  const translation = await api.post<{ blogId: number }>(`/blogs/${english.data!.blogId}/translation`);
  const saved = await api.put<{ blogSlug: string }>(`/blogs/${translation.blogId}`, {
    title: TRANSLATION_TITLE,
    content: '<h2>Mengapa tautan gagal</h2><p>Stasiun bumi adalah titik lemah sebagian besar jaringan satelit.</p>',
  });
  await api.post(`/blogs/${saved.blogSlug}/publish?lang=id`);
  const lone = await api.post<{ blogSlug: string }>('/blogs', {
    title: LONE_TITLE,
    language: 'id',
    categoryId: english.data!.categoryId,
    cover: english.data!.cover,
    content: '<p>Tim kami memeriksa jaringan pelabuhan.</p>',
  });
  await api.post(`/blogs/${lone.blogSlug}/publish?lang=id`);
  return { translationPath: `/id/blog/${saved.blogSlug}`, loneIndonesianPath: `/id/blog/${lone.blogSlug}` };
}

/** A page with scripts off: what a crawler or a link-preview bot sees. */
async function withoutScripts<T>(url: string, read: (page: Page, status: number) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    const response = await page.goto(url);
    return await read(page, response?.status() ?? 0);
  } finally {
    await context.close();
  }
}

const meta = (page: Page, key: string) => page.locator(`meta[property="${key}"], meta[name="${key}"]`).first().getAttribute('content');

describe('with JavaScript off', () => {
  const ROUTES: [path: string, heading: string][] = [
    ['/', PUBLIC_TEXTS.slogan],
    ['/about', 'Our Vision'],
    ['/contact', 'Contact'],
    ['/form', 'Register your interest'],
    ['/products', 'Our Products'],
    ['/product/csec-defense', 'Defense'],
    ['/under-construction', PUBLIC_TEXTS.underConstruction],
    ['/blog', POST_TITLE],
    ['/blog/tag/insight', POST_TITLE],
  ];

  it.each(ROUTES)('%s reads whole: header, content, footer and its own head', async (route, text) => {
    await withoutScripts(site.baseUrl + route, async (page, status) => {
      expect(status).toBe(200);
      expect(await page.locator(`#root[${SSR_ROOT_ATTRIBUTE}]`).count()).toBe(1);
      await expect(page.locator('header nav').first().isVisible()).resolves.toBe(true);
      await expect(page.locator('footer').first().isVisible()).resolves.toBe(true);
      expect(await page.locator('main').textContent()).toContain(text);
      // The shell's "needs JavaScript" note is gone; a page's own <noscript> (the contact map) may stay.
      expect(await page.locator('noscript', { hasText: 'needs JavaScript' }).count()).toBe(0);
      expect(await page.title()).toMatch(/CSEC/);
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`https://www.csec.test${route}`);
      expect(await meta(page, 'og:image')).toMatch(/^https:\/\/www\.csec\.test\//);
    });
  });

  it('/contact shows its map, which a browser running scripts asks for only once the page has been painted', async () => {
    await withoutScripts(`${site.baseUrl}/contact`, async (page) => {
      // The <noscript> copy; the frame waiting for the page's loader is hidden.
      const shown = page.locator('iframe[title="Map of our office location"]:visible');
      expect(await shown.count()).toBe(1);
      expect(await shown.getAttribute('src')).toMatch(/^https:\/\/www\.openstreetmap\.org\//);
    });
  });

  it("a post shows its whole article and the sidebar's real posts, and shares its cover", async () => {
    await withoutScripts(site.baseUrl + postPath, async (page, status) => {
      expect(status).toBe(200);
      expect(await page.locator('article h1, main h1').first().innerText()).toBe(POST_TITLE);
      expect(await page.locator('main').innerText()).toContain('Ground stations are the weak point');
      expect(await page.getByRole('complementary', { name: 'Blog navigation' }).innerText()).toContain(POST_TITLE);
      expect(await page.title()).toBe(`${POST_TITLE} | CSEC`);
      expect(await meta(page, 'og:type')).toBe('article');
      expect(await meta(page, 'og:image')).toMatch(/^https:\/\/www\.csec\.test\/uploads\/.+\.png$/);
      expect(await meta(page, 'twitter:card')).toBe('summary_large_image');
      const structured = await page.locator('script[type="application/ld+json"]').allTextContents();
      const items = structured.map((json) => JSON.parse(json) as { '@type': string; headline?: string });
      expect(items.map((item) => item['@type'])).toEqual(['BlogPosting', 'BreadcrumbList']);
      expect(items[0].headline).toBe(POST_TITLE);
    });
  });

  it('an unknown page and a missing post answer 404 with the not-found page, kept out of search results', async () => {
    for (const url of ['/no/such/page', '/blog/no-such-post']) {
      await withoutScripts(site.baseUrl + url, async (page, status) => {
        expect(status).toBe(404);
        expect(await page.locator('main').innerText()).toContain(NOT_FOUND_TEXT);
        expect(await meta(page, 'robots')).toBe('noindex');
      });
    }
  });
});

describe('the public site works from its HTML alone', () => {
  /** A phone-sized page whose scripts are off, or held back until `release()` lets them load. */
  async function phonePage(scripts: 'off' | 'held') {
    const context = await browser.newContext({ javaScriptEnabled: scripts === 'held', viewport: { width: 375, height: 740 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    let release = () => {};
    if (scripts === 'held') {
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/*.js', async (route) => {
        await released;
        await route.continue();
      });
    }
    return { page, context, release };
  }

  const drawerLeft = async (page: Page) => (await page.locator('#site-drawer').boundingBox())?.x;

  it('at 375 px, with scripts off, the menu button opens the drawer, its Products list unfolds, and a product opens', async () => {
    const { page, context } = await phonePage('off');
    try {
      await page.goto(`${site.baseUrl}/`);
      expect(await page.locator('#site-drawer').isVisible()).toBe(false);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await until(
        () => drawerLeft(page),
        (x) => x === 0,
        'the drawer at the left edge',
      );
      const product = page.locator('#site-drawer').getByRole('link', { name: 'CSEC Defense' });
      expect(await product.isVisible()).toBe(false);
      await page.locator('#site-drawer summary', { hasText: 'Products' }).click();
      await product.click();
      await page.waitForURL('**/product/csec-defense');
      expect(await page.locator('main').textContent()).toContain('more than 30 detection vectors');
      expect(await page.locator('#site-drawer').isVisible()).toBe(false);
    } finally {
      await context.close();
    }
  });

  it('on a wide screen, with scripts off, the Products menu shows its list on hover and a product opens', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    try {
      await page.goto(`${site.baseUrl}/about`);
      const nav = page.getByRole('navigation', { name: 'Main' });
      const product = nav.getByRole('link', { name: 'CSEC Defense' });
      expect(await product.isVisible()).toBe(false);
      await nav.getByRole('button', { name: 'Products' }).hover();
      await product.click();
      await page.waitForURL('**/product/csec-defense');
      expect(await page.locator('main').textContent()).toContain('more than 30 detection vectors');
    } finally {
      await context.close();
    }
  });

  it('at 375 px, with scripts off, an Indonesian page reads in Indonesian and the drawer switches to the same page in English', async () => {
    const { page, context } = await phonePage('off');
    try {
      await page.goto(`${site.baseUrl}/id/product/csec-defense`);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('id');
      expect(await page.title()).toBe('CSEC Defense | CSEC');
      expect(await page.locator('main').textContent()).toContain('Hubungi Kami');
      await page.getByRole('button', { name: 'Buka menu' }).click();
      await until(
        () => drawerLeft(page),
        (x) => x === 0,
        'the drawer at the left edge',
      );
      const drawer = page.locator('#site-drawer');
      await drawer.locator('summary', { hasText: 'Produk' }).click();
      expect(await drawer.getByRole('link', { name: 'Semua produk' }).getAttribute('href')).toBe('/id/products');
      await drawer.getByRole('link', { name: 'English' }).click();
      await until(
        async () => new URL(page.url()).pathname,
        (pathname) => pathname === '/product/csec-defense',
        'the English page',
      );
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      expect(await page.locator('main').textContent()).toContain('more than 30 detection vectors');
    } finally {
      await context.close();
    }
  });

  it('at 375 px, a tap on the menu button before the scripts have loaded opens the drawer, and React takes it over', async () => {
    const { page, context, release } = await phonePage('held');
    try {
      // Not 'domcontentloaded': that waits for the deferred scripts this test holds back.
      await page.goto(`${site.baseUrl}/about`, { waitUntil: 'commit' });
      await page.getByRole('button', { name: 'Open menu' }).click();
      await until(
        () => drawerLeft(page),
        (x) => x === 0,
        'the drawer at the left edge',
      );
      await page.locator('#site-drawer summary', { hasText: 'Products' }).click();

      release();
      const link = page.locator('#site-drawer').getByRole('link', { name: 'CSEC Assessment' });
      await whenHydrated(link);
      // Now a link inside the app: the drawer closes as the page changes, without a reload.
      await page.evaluate(() => ((window as unknown as { beforeReload: boolean }).beforeReload = true));
      await link.click();
      await page.waitForURL('**/product/csec-assessment');
      await page.getByText('3500+').first().waitFor();
      await until(
        () => page.locator('#site-drawer').isVisible(),
        (shown) => !shown,
        'the drawer to close',
      );
      expect(await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload)).toBe(true);
    } finally {
      await context.close();
    }
  });

  it("with scripts off, the home page shows the counters' real figures, every product in the footer, and a solid header once scrolled", async () => {
    const { page, context } = await phonePage('off');
    try {
      await page.goto(`${site.baseUrl}/`);
      expect((await page.getByTestId('counter-value').allTextContents()).map(Number)).toEqual([...COUNTER_TARGETS]);
      expect(await page.locator('footer').getByRole('region', { name: 'Products' }).getByRole('link').count()).toBe(8);
      const header = page.locator('header').first();
      const background = () => header.evaluate((element) => getComputedStyle(element).backgroundColor);
      expect(await background()).toBe('rgba(0, 0, 0, 0)');
      await page.mouse.wheel(0, 1200);
      await until(background, (color) => color !== 'rgba(0, 0, 0, 0)', 'a solid header');
    } finally {
      await context.close();
    }
  });

  it('with scripts off, the browser checks the contact form, which sends, and the server confirms it', async () => {
    const { page, context } = await phonePage('off');
    try {
      await page.goto(`${site.baseUrl}/contact`);
      await page.getByLabel('Full name').fill('Rina Wulandari');
      await page.getByLabel('Organisation').fill('Badan Siber');
      await page.getByLabel('E-mail').fill('rina@bssn.example');
      await page.locator('textarea[name="message"]').fill('Please call us about a SOC.');
      await page.getByRole('button', { name: 'Send message' }).click();
      // The browser's own checks hold the form back while the consent box is empty.
      expect(new URL(page.url()).pathname).toBe('/contact');
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Send message' }).click();
      await page.waitForURL(`**${CONTACT_FORM_PATH}?sent=1`);
      expect(await page.getByRole('status').innerText()).toContain(LEAD_MESSAGES.contactSent);
    } finally {
      await context.close();
    }
  });

  it('a visitor who only reads gets the page and its map but no code; typing brings the code in, which keeps what was typed and sends it', async () => {
    const context = await newReaderContext(browser, { viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/*.js', async (route) => {
      await released;
      await route.continue();
    });
    try {
      await page.goto(`${site.baseUrl}/contact`);
      // The loader gives the map its address once the page has been painted; had the page needed its code
      // to show, the same step would have added the script tags.
      const map = page.locator('iframe[title="Map of our office location"]');
      await until(
        () => map.getAttribute('src'),
        (src) => Boolean(src?.startsWith('https://www.openstreetmap.org/')),
        'the map to get its address',
      );
      expect(await page.locator('script[src]').count()).toBe(0);

      // Typing starts the code loading (held back here until release()); the fields take the text meanwhile.
      await page.getByLabel('Full name').fill('Rina Wulandari');
      await until(
        () => page.locator('script[src]').count(),
        (count) => count > 0,
        'the page to ask for its code',
      );
      await page.getByLabel('Organisation').fill('Badan Siber');
      await page.getByLabel('E-mail').fill('rina@bssn.example');
      await page.locator('textarea[name="message"]').fill('Please call us about a SOC.');
      await page.getByRole('checkbox').check();

      release();
      const send = await whenHydrated(page.getByRole('button', { name: 'Send message' }));
      await send.click();
      // Sent by the code (no page load), with what was typed before it took over.
      await page.getByRole('status').getByText(LEAD_MESSAGES.contactSent).waitFor();
      expect(new URL(page.url()).pathname).toBe('/contact');
      expect(await map.getAttribute('src')).toMatch(/^https:\/\/www\.openstreetmap\.org\//);
    } finally {
      await context.close();
    }
  });
});

describe('the blog in two languages', () => {
  it('with scripts off, the Indonesian blog lists its own posts in Indonesian, and a post switches to its translation', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    try {
      await page.goto(`${site.baseUrl}/id/blog`);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('id');
      await page.getByRole('heading', { name: 'BERITA', exact: true }).waitFor();
      const cards = page.getByTestId('blog-card');
      expect(await cards.allTextContents()).toEqual([expect.stringContaining(LONE_TITLE), expect.stringContaining(TRANSLATION_TITLE)]);
      expect(await page.getByText(POST_TITLE).count()).toBe(0);
      expect(await page.getByRole('complementary', { name: 'Navigasi blog' }).getByRole('heading').allTextContents()).toEqual([
        'ARTIKEL TERBARU',
        'ARSIP',
        'KATEGORI',
      ]);

      await cards.filter({ hasText: TRANSLATION_TITLE }).getByRole('link', { name: 'Baca selengkapnya...' }).click();
      await page.waitForURL(`${site.baseUrl}${translationPath}`);
      const alternates = await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) => links.map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`));
      expect(alternates).toEqual([
        `en https://www.csec.test${postPath}`,
        `id https://www.csec.test${translationPath}`,
        `x-default https://www.csec.test${postPath}`,
      ]);
      await page.getByRole('banner').getByRole('link', { name: 'EN, English' }).click();
      await page.waitForURL(`${site.baseUrl}${postPath}`);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      await page.getByRole('heading', { name: POST_TITLE }).waitFor();

      // An Indonesian post without a translation has no pair: its switch leads to the English blog, not to a 404.
      await page.goto(`${site.baseUrl}${loneIndonesianPath}`);
      expect(await page.locator('link[rel="alternate"][hreflang]').count()).toBe(0);
      await page.getByRole('banner').getByRole('link', { name: 'EN, English' }).click();
      await page.waitForURL(`${site.baseUrl}/blog`);
    } finally {
      await context.close();
    }
  });

  it('in the browser, the switch on a post opens its translation without a reload, and the page speaks its language', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    // Each language's texts are a chunk of their own: a page loads its language's only, the other's when switched to.
    const texts: string[] = [];
    page.on('request', (request) => {
      const chunk = /\/(texts-(?:en|id))\.[^/]*\.js$/.exec(new URL(request.url()).pathname)?.[1];
      if (chunk) texts.push(chunk);
    });
    try {
      await page.goto(`${site.baseUrl}${postPath}`);
      const toIndonesian = page.getByRole('banner').getByRole('link', { name: 'ID, Bahasa Indonesia' });
      await whenHydrated(toIndonesian);
      expect(texts).toEqual(['texts-en']);
      await page.evaluate(() => ((window as unknown as { beforeReload: boolean }).beforeReload = true));
      await toIndonesian.click();
      await page.waitForURL(`${site.baseUrl}${translationPath}`);
      await page.getByText('Stasiun bumi adalah titik lemah').waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('id');
      // Waited for, not counted the instant the body shows: one CI run under load found none there yet.
      await page.getByText(/^Penyunting: /).waitFor();
      expect(await page.getByText(/^Penyunting: /).count()).toBe(1);
      expect(texts).toEqual(['texts-en', 'texts-id']);
      expect(await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload)).toBe(true);

      // The search of the Indonesian blog finds Indonesian posts only.
      await page.getByRole('searchbox', { name: 'Cari di blog' }).fill('stasiun');
      await page.getByRole('button', { name: 'Cari' }).click();
      await page.waitForURL(`${site.baseUrl}/id/blog/search?q=stasiun`);
      await page.getByRole('heading', { name: 'Pencarian: stasiun' }).waitFor();
      await page.getByTestId('blog-card').filter({ hasText: TRANSLATION_TITLE }).waitFor();
      expect(await page.getByTestId('blog-card').count()).toBe(1);
    } finally {
      await context.close();
    }
  });
});

describe('hydration', () => {
  it('hydrates every kind of page with no console error or React warning, then navigates in the browser', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, timezoneId: VISITOR_ZONE });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
    });
    try {
      for (const url of [
        '/',
        '/about',
        '/blog',
        postPath,
        '/product/csec-defense',
        '/contact',
        '/no/such/page',
        '/id/blog',
        translationPath,
        '/id/blog/tag/insight',
      ]) {
        // Network idle: the remote's code has loaded and taken over the server's markup.
        await page.goto(site.baseUrl + url, { waitUntil: 'networkidle' });
      }
      // A 404 page logs its status as a failed resource load: that one is expected.
      expect(problems.filter((line) => !/status of 404/.test(line))).toEqual([]);

      await page.goto(`${site.baseUrl}/`, { waitUntil: 'networkidle' });
      await page.locator('header nav a', { hasText: 'Blog' }).click();
      await page.waitForURL(`${site.baseUrl}/blog`);
      await page.getByRole('link', { name: POST_TITLE }).first().click();
      await page.waitForURL(`${site.baseUrl}${postPath}`);
      await page.getByText('Ground stations are the weak point').waitFor();
      // Dates read in the site's time zone, as the server rendered them, not in the visitor's.
      const published = await page.locator('article time').first().getAttribute('datetime');
      const expected = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: SITE_ZONE }).format(new Date(published!));
      expect(await page.locator('article time').first().textContent()).toBe(expected);
    } finally {
      await context.close();
    }
  });

  it('keeps the server markup on screen while the code loads: the content is there before any script runs', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      // Scripts are held back: what shows is the server's HTML alone.
      await page.route('**/*.js', (route) => new Promise((resolve) => setTimeout(() => resolve(route.continue()), 1500)));
      await page.goto(site.baseUrl + postPath, { waitUntil: 'domcontentloaded' });
      expect(await page.locator('main').innerText()).toContain('Ground stations are the weak point');
      expect(await page.locator('[aria-label="Loading page"], .shell-spinner').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe('reading before the code loads', () => {
  it('leaves a reader who scrolled the server-rendered page where they are once the code takes over', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    try {
      await page.route('**/*.js', (route) => new Promise((resolve) => setTimeout(() => resolve(route.continue()), 1000)));
      await page.goto(`${site.baseUrl}/about`, { waitUntil: 'domcontentloaded' });
      await page.evaluate(() => window.scrollTo(0, 600));
      // The remote's code has taken over the server's markup (network idle alone does not say so: on a
      // busy machine the network went quiet while hydration was still to run).
      await page.waitForFunction(() => Object.keys(document.querySelector('main')!).some((key) => key.startsWith('__reactFiber')));
      expect(await page.evaluate(() => window.scrollY)).toBe(600);
    } finally {
      await context.close();
    }
  });
});

describe('deployment', () => {
  it('renders and hydrates with the public-site remote served from another origin', async () => {
    const remoteDir = path.join(repoRoot, 'frontends/public-site/dist');
    const remote = await serveFolder(remoteDir);
    const other = await startSite({ PUBLIC_SITE_REMOTE_URL: `${remote.origin}/mf-manifest.json` });
    const context = await browser.newContext();
    try {
      const html = await (await fetch(`${other.baseUrl}/about`)).text();
      expect(html).toContain(`${SSR_ROOT_ATTRIBUTE}`);
      expect(html).toContain('Our Vision');
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('response', (response) => response.status() >= 400 && problems.push(`${response.status()} ${response.url()}`));
      await page.goto(`${other.baseUrl}/about`, { waitUntil: 'networkidle' });
      await page.locator('header nav a', { hasText: 'Blog' }).click();
      await page.waitForURL(`${other.baseUrl}/blog`);
      await page.getByText(PUBLIC_TEXTS.blogNotFound).waitFor();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
      await other.stop();
      await remote.close();
    }
  });

  it.each([
    ['missing', (serverEntry: string) => fs.rmSync(serverEntry)],
    ['throwing', (serverEntry: string) => fs.writeFileSync(serverEntry, 'throw new Error("broken server build");')],
  ])('falls back to the client-rendered page, with its head and status, when the server build is %s', async (_label, breakIt) => {
    const dist = copyDist();
    breakIt(serverEntryOf(path.join(dist, 'public-site')));
    const broken = await startSite({ WEB_DIST_DIR: dist });
    const context = await browser.newContext();
    try {
      const response = await fetch(`${broken.baseUrl}/no/such/page`);
      expect(response.status).toBe(404);
      const html = await (await fetch(`${broken.baseUrl}/about`)).text();
      // An empty #root, not marked for hydration (the page's loader names the attribute it looks for).
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toMatch(new RegExp(`<div id="root"[^>]*${SSR_ROOT_ATTRIBUTE}`));
      expect(html).toContain('<link rel="canonical"');
      const page = await context.newPage();
      await page.goto(`${broken.baseUrl}/about`);
      await page.getByText('Our Vision').first().waitFor();
      expect(broken.logs()).toMatch(/Serving \/about client-rendered/);
    } finally {
      await context.close();
      await broken.stop();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});

/** The public-site's server entry file, as its manifest names it (the name carries its content hash). */
function serverEntryOf(remoteDir: string): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(remoteDir, 'mf-manifest.json'), 'utf8')) as {
    metaData: { ssrRemoteEntry: { path: string; name: string } };
  };
  const { path: folder, name } = manifest.metaData.ssrRemoteEntry;
  return path.join(remoteDir, folder, name);
}

/** A copy of the three builds, as WEB_DIST_DIR expects them, to break one of them. */
function copyDist(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'csec-dist-'));
  for (const name of ['shell', 'public-site', 'admin']) {
    fs.cpSync(path.join(repoRoot, 'frontends', name, 'dist'), path.join(dist, name), { recursive: true });
  }
  return dist;
}

/** A plain static server with CORS on another port: a remote deployed on its own origin. */
async function serveFolder(root: string): Promise<{ origin: string; close(): Promise<void> }> {
  const types: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css', '.svg': 'image/svg+xml' };
  const server = http.createServer((req, res) => {
    const file = path.join(root, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    if (!file.startsWith(root) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': types[path.extname(file)] ?? 'application/octet-stream', 'Access-Control-Allow-Origin': '*' });
    fs.createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
