#!/usr/bin/env node
/**
 * How much JavaScript a first visit downloads, measured in headless Chromium against the
 * production build served by the API (built beforehand with `npm run build`; this script
 * builds nothing). Each page is opened in a fresh browser context, so nothing is cached.
 *
 * Prints, for /, /id, a published blog post and /login/admin: the scripts' size gzipped
 * (level 9, the budget's unit) and as actually sent (the server prefers Brotli copies),
 * split by the build they come from; then the budget for /, and exits 1 when it is missed.
 * A server-rendered page loads its code on the visitor's first touch, key or mouse move
 * (apps/api/src/site/page-scripts.ts): / and /id are measured both for a visitor who only reads
 * and for one who uses the page at once (the budget's case: everything the page can load).
 * Usage: npm run bench:size [-- --files]
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import runner from '../../e2e/src/site-runner.js';
import { recordFigures } from '../../../apps/api/scripts/bench-figures.mjs';

const { repoRoot, startSite, apiLogin, launchBrowser, newReaderContext } = runner;

/** The budget for the first visit to /: shell plus public remote, gzipped. 1 KB = 1000 bytes. */
const HOME_BUDGET_BYTES = 150_000;
const SHOW_FILES = process.argv.includes('--files');

/** A 4x3 PNG, the smallest honest cover for the measured post. */
const COVER_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWPglreCIwacHABZWwSxY7uj4wAAAABJRU5ErkJggg==',
  'base64',
);

const BUILDS = [
  { name: 'shell', dist: 'frontends/shell/dist' },
  { name: 'public-site', dist: 'frontends/public-site/dist' },
  { name: 'admin', dist: 'frontends/admin/dist' },
  { name: 'api', dist: 'apps/api/dist' },
];

function checkBuilds() {
  const missing = BUILDS.filter((build) => !fs.existsSync(path.join(repoRoot, build.dist)));
  if (missing.length > 0) {
    console.error(`Missing builds: ${missing.map((build) => build.dist).join(', ')}. Run "npm run build" first.`);
    process.exit(1);
  }
}

async function api(baseUrl, token, method, urlPath, body) {
  const headers = { Authorization: `Bearer ${token}` };
  if (body && !(body instanceof FormData)) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${baseUrl}${urlPath}`, {
    method,
    headers,
    body: body instanceof FormData ? body : body && JSON.stringify(body),
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`${method} ${urlPath} answered ${response.status}: ${json.message}`);
  return json;
}

/** Publishes a post through the API, as staff would, and returns its slug. */
async function publishPost(site) {
  const token = await apiLogin(site.baseUrl, site.superadmin.email, site.superadmin.password);
  const categories = await api(site.baseUrl, token, 'GET', '/api/categories');
  const form = new FormData();
  form.append('file', new Blob([COVER_PNG], { type: 'image/png' }), 'cover.png');
  const upload = await api(site.baseUrl, token, 'POST', '/api/upload', form);
  const saved = await api(site.baseUrl, token, 'POST', '/api/blogs/', {
    title: 'Hardening satellite ground stations',
    categoryId: categories.data[0].id,
    cover: upload.url,
    content:
      '<h2>Why ground stations matter</h2><p>Ground stations link orbiting assets to terrestrial networks, ' +
      'which makes them a high-value target.</p><ul><li>Segment the control network</li><li>Encrypt every link</li></ul>',
  });
  await api(site.baseUrl, token, 'POST', `/api/blogs/${encodeURIComponent(saved.blogSlug)}/publish`);
  return saved.blogSlug;
}

/** Which build a script URL comes from. */
function buildOf(url) {
  const { pathname } = new URL(url);
  if (pathname.startsWith('/remotes/public-site/')) return 'public-site';
  if (pathname.startsWith('/remotes/admin/')) return 'admin';
  return 'shell';
}

/** The scripts a page loads; `reader`: its visitor only reads (no touch, key or mouse move). */
async function measure(browser, url, ready, { reader = false } = {}) {
  const context = reader ? await newReaderContext(browser) : await browser.newContext();
  const page = await context.newPage();
  const scripts = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    scripts.push(
      (async () => {
        const response = await request.response();
        const body = response ? await response.body() : Buffer.alloc(0);
        const { responseBodySize } = await request.sizes();
        return {
          url: request.url(),
          build: buildOf(request.url()),
          gzip: zlib.gzipSync(body, { level: 9 }).length,
          sent: responseBodySize,
        };
      })(),
    );
  });
  await page.goto(url);
  await ready(page);
  await page.waitForLoadState('networkidle');
  const files = await Promise.all(scripts);
  await context.close();
  return files;
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
const sum = (files, key) => files.reduce((total, file) => total + file[key], 0);

function report(label, files) {
  console.log(`\n${label}: ${files.length} scripts, ${kb(sum(files, 'gzip'))} gzipped (${kb(sum(files, 'sent'))} as sent)`);
  for (const build of ['shell', 'public-site', 'admin']) {
    const own = files.filter((file) => file.build === build);
    if (own.length === 0) continue;
    console.log(`  ${build.padEnd(12)} ${String(own.length).padStart(3)} scripts ${kb(sum(own, 'gzip')).padStart(10)} gzipped`);
    if (!SHOW_FILES) continue;
    for (const file of own) console.log(`      ${kb(file.gzip).padStart(10)}  ${new URL(file.url).pathname}`);
  }
}

checkBuilds();
const site = await startSite();
const browser = await launchBrowser();
let budgetMet;
try {
  const slug = await publishPost(site);
  const headingShown = (page) => page.locator('h1').first().waitFor();
  const homeRead = await measure(browser, `${site.baseUrl}/`, headingShown, { reader: true });
  const indonesianHomeRead = await measure(browser, `${site.baseUrl}/id`, headingShown, { reader: true });
  const home = await measure(browser, `${site.baseUrl}/`, headingShown);
  const indonesianHome = await measure(browser, `${site.baseUrl}/id`, headingShown);
  const post = await measure(browser, `${site.baseUrl}/blog/${encodeURIComponent(slug)}`, (page) => page.getByText('Why ground stations matter').waitFor());
  const login = await measure(browser, `${site.baseUrl}/login/admin`, (page) => page.locator('input[type="password"]').waitFor());

  report('First visit to /, read only', homeRead);
  report('First visit to /id, read only', indonesianHomeRead);
  report('First visit to /', home);
  report('First visit to /id', indonesianHome);
  report('First visit to a blog post', post);
  report('First visit to /login/admin', login);

  const homeGzip = sum(home, 'gzip');
  const indonesianGzip = sum(indonesianHome, 'gzip');
  recordFigures('javascript', [
    { page: '/', kb: homeGzip / 1000, readOnlyKb: sum(homeRead, 'gzip') / 1000 },
    { page: '/id', kb: indonesianGzip / 1000, readOnlyKb: sum(indonesianHomeRead, 'gzip') / 1000 },
  ]);
  budgetMet = true;
  // The budget holds in either language: a first visit loads its own language's texts only.
  for (const [path, files, gzip] of [
    ['/', home, homeGzip],
    ['/id', indonesianHome, indonesianGzip],
  ]) {
    const adminScripts = files.filter((file) => file.build === 'admin').length;
    const met = gzip <= HOME_BUDGET_BYTES && adminScripts === 0;
    budgetMet &&= met;
    console.log(`\nBudget for ${path}: ${kb(HOME_BUDGET_BYTES)} of gzipped JavaScript, and no admin remote.`);
    console.log(
      `  ${kb(gzip)} gzipped, admin scripts: ${adminScripts} -> ${met ? 'met' : 'NOT met'}` + (met ? ` (${kb(HOME_BUDGET_BYTES - gzip)} to spare)` : ''),
    );
  }
} finally {
  await browser.close();
  await site.stop();
}
process.exit(budgetMet ? 0 : 1);
