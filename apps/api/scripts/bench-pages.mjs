#!/usr/bin/env node
/**
 * Page benchmark (npm run bench:pages). Prints figures, never a verdict.
 *
 * Starts the BUILT site (node apps/api/dist/main.js, which also serves the built frontends) on a
 * throw-away SQLite database, seeds it through the HTTP API the way an author would (log in,
 * upload covers, create and publish posts), then measures the public pages three ways:
 *   1. the first, uncached answer of each page (timed before anything else asks for it);
 *   2. Lighthouse (mobile, default simulated throttling) on six pages, 3 runs each, medians;
 *   3. throughput of /, /blog and a post with autocannon, beside a bare Express 5 app that
 *      answers the same bytes from memory in its own process (the ceiling the API is held to).
 * The server and the temp folder are removed at the end, also on failure or Ctrl-C.
 *
 * Builds nothing: run `npm run build` first. Environment: BENCH_SECONDS shortens each
 * autocannon run (default 10).
 *
 * The same file is also the reference server: `node bench-pages.mjs --reference <bodies.json> <port>`
 * (see serveReference), so that the reference runs in its own process like the API does.
 */
import * as fs from 'node:fs';
import * as net from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { marked, recordFigures, table, targetText } from './bench-figures.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');
const apiMain = path.join(repoRoot, 'apps/api/dist/main.js');
const frontendDists = ['shell', 'public-site', 'admin'].map((name) => path.join(repoRoot, 'frontends', name, 'dist'));

const PORT = 4400;
const REFERENCE_PORT = 4401;
const BASE = `http://127.0.0.1:${PORT}`;
const SUPERADMIN = { email: 'bench@csec.test', password: 'bench-pages-password-1' };
const POSTS = 12; // more than one /blog page (8 a page), so the list, its pager and the sidebar are full
const LIGHTHOUSE_RUNS = 3;
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CHROMIUM = '/usr/bin/chromium';
// Headless Chromium that calls nobody: no sync, component updates or other background traffic. Debian's
// Chromium still looks up accounts.google.com, clients2.google.com and update.googleapis.com with those
// flags alone, so every name but 127.0.0.1 is made to fail inside Chromium: no lookup leaves the machine,
// and a run gives the same figures with or without a network (a page's outside embeds always fail).
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/**
 * Lighthouse's current major, as PageSpeed Insights and Chrome's DevTools run it. It is not one of the
 * project's packages: since 13.0 it declares Node >= 22.19, and the project runs on Node 20 (npm run lint
 * holds every installed package to that). It runs on Node 20 all the same, so it is installed beside the
 * project, once, into node_modules/.cache, with npm's engine check left off. What it takes from Node 22 is
 * the iterator helpers (Iterator.prototype.flatMap, reduce, find...): without them three of its insights
 * (duplicated JavaScript, legacy JavaScript, third parties) fail with a TypeError, so es-iterator-helpers
 * supplies them first. The metrics never used them.
 */
const LIGHTHOUSE_VERSION = '13.5.0';
const ITERATOR_HELPERS_VERSION = '1.4.0';
const LIGHTHOUSE_DIR = path.join(repoRoot, 'node_modules/.cache', `lighthouse-${LIGHTHOUSE_VERSION}`);

/**
 * Child processes still running (the API, the reference server, Chromium), stopped at the end. The value
 * says whether the child leads its own process group (chrome-launcher starts Chromium detached), in which
 * case the whole group is signalled: Chromium's helper processes would otherwise go on writing its profile.
 */
const running = new Map();

async function main() {
  assertPrerequisites();
  await assertPortFree(PORT);
  await assertPortFree(REFERENCE_PORT);
  const started = performance.now();
  const loadBefore = os.loadavg()[0];
  // One temp folder holds everything the run writes: the API's DATA_DIR, Chromium's profile, the reference's bodies.
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'csec-bench-pages-'));
  const removeTempDir = () => fs.rmSync(tempDir, { recursive: true, force: true, maxRetries: 5 });
  const cleanUp = once(async () => {
    await Promise.all([...running.keys()].map(stopProcess));
    removeTempDir();
  });
  // Ctrl-C or a kill would skip `finally`: clean up first, then leave. The work in flight fails as its
  // processes go (Lighthouse loses Chromium mid-run); those errors are expected and must not cut clean-up short.
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      process.on('uncaughtException', () => {});
      process.on('unhandledRejection', () => {});
      cleanUp().finally(() => process.exit(130));
    });
  }
  // Last resort when a crash skips both (an 'error' event nobody handles, say): no waiting is possible here.
  process.once('exit', () => {
    for (const child of running.keys()) signalProcess(child, 'SIGKILL');
    removeTempDir();
  });
  try {
    await startApi(path.join(tempDir, 'data'));
    const post = await seedContent();
    const pages = [
      { label: 'home', path: '/' },
      { label: 'blog', path: '/blog' },
      { label: 'post', path: `/blog/${post}` },
      { label: 'about', path: '/about' },
      { label: 'product', path: '/product/csec-defense' },
      { label: 'contact', path: '/contact' },
    ];
    // Before Lighthouse or autocannon touch a page, so each answer is computed, not cached.
    const first = await measureFirstResponses(pages);
    const lighthouse = await runLighthouse(pages, path.join(tempDir, 'chrome'));
    const loadPages = pages.filter((p) => ['home', 'blog', 'post'].includes(p.label));
    const throughput = await measureThroughput(loadPages, path.join(tempDir, 'reference-bodies.json'));
    printFirstResponses(first);
    printLighthouse(lighthouse);
    printThroughput(throughput);
    recordFigures(
      'cached',
      throughput.map((r) => ({
        answer: `page ${figurePath(r)}`,
        database: 'sqlite',
        rps: r.api.rps,
        p99: r.api.p99,
        expressRps: r.express.rps,
        expressP99: r.express.p99,
      })),
    );
    recordFigures(
      'lighthouse',
      lighthouse.map((r) => ({
        page: figurePath(r),
        medians: r.medians,
        version: r.environment?.lighthouse,
        benchmarkIndex: r.environment?.benchmarkIndex,
        runs: LIGHTHOUSE_RUNS,
      })),
    );
    // Other work on the machine moves every figure here (throughput most): say how busy it was.
    const load = `load average ${loadBefore.toFixed(1)} before, ${os.loadavg()[0].toFixed(1)} after`;
    console.log(`\nWhole run: ${((performance.now() - started) / 1000).toFixed(0)} s on ${os.cpus().length} cores (${os.cpus()[0].model}), ${load}.`);
  } finally {
    await cleanUp();
  }
}

/** A page's path in npm run bench's table: the post's slug changes with every run, so it is named by its route. */
function figurePath(page) {
  return page.label === 'post' ? '/blog/{post}' : page.path;
}

// ---------------------------------------------------------------------------------------------
// Preconditions and processes

/**
 * The benchmark measures what `npm run build` produced; it never builds, so it cannot hide a stale
 * or missing build. Chromium is checked here too: chrome-launcher reports a missing binary as an
 * unhandled 'error' event, which would end the process mid-run.
 */
function assertPrerequisites() {
  const missing = [apiMain, ...frontendDists].filter((p) => !fs.existsSync(p));
  if (missing.length) {
    console.error(`Missing build output:\n  ${missing.map((p) => path.relative(repoRoot, p)).join('\n  ')}\nRun \`npm run build\` first.`);
    process.exit(1);
  }
  if (!fs.existsSync(CHROMIUM)) {
    console.error(`No Chromium at ${CHROMIUM}: apt-get install chromium`);
    process.exit(1);
  }
}

/** startProcess waits for *something* to answer on the port: make sure it will be our server. */
async function assertPortFree(port) {
  const inUse = await new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
  if (inUse) {
    console.error(`Port ${port} on 127.0.0.1 is in use; stop whatever listens there and run again.`);
    process.exit(1);
  }
}

/** The built API on a fresh SQLite database in `dataDir`, resolved once /api/health answers. */
async function startApi(dataDir) {
  fs.mkdirSync(dataDir);
  const { SERVER_NODE_FLAGS, startProcess } = await import('./bench-support.mjs');
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    DB_TYPE: 'sqlite',
    SUPERADMIN_EMAIL: SUPERADMIN.email,
    SUPERADMIN_PASSWORD: SUPERADMIN.password,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    PUBLIC_URL: BASE,
    LOG_LEVEL: 'warn',
  };
  console.log(`Starting the built API on ${BASE} (data in ${dataDir})...`);
  track(await startProcess(process.execPath, [...SERVER_NODE_FLAGS, apiMain], env, PORT));
}

/** Remembers a child process until it exits, so that clean-up can stop it. */
function track(child, { group = false } = {}) {
  running.set(child, group);
  child.once('exit', () => running.delete(child));
  return child;
}

function signalProcess(child, signal) {
  try {
    if (running.get(child)) process.kill(-child.pid, signal);
    else child.kill(signal);
  } catch {
    /* already gone */
  }
}

/** SIGTERM (the API shuts down gracefully), SIGKILL after 5 s; resolves once the process is gone. */
function stopProcess(child) {
  if (!running.has(child)) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => signalProcess(child, 'SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    signalProcess(child, 'SIGTERM');
  });
}

/** Wraps an async function so that the finally block and a signal handler can both call it. */
function once(fn) {
  let promise;
  return () => (promise ??= fn());
}

// ---------------------------------------------------------------------------------------------
// Seeding through the public HTTP API, as an author in the dashboard would

/** Creates and publishes POSTS posts, each with its own cover; returns the slug of the newest one. */
async function seedContent() {
  const token = (await api('POST', '/api/login', { json: SUPERADMIN })).token;
  const categories = (await api('GET', '/api/categories')).data;
  console.log(`Seeding ${POSTS} published posts with 1600x900 JPEG covers...`);
  let newest;
  for (let i = 0; i < POSTS; i++) {
    // A distinct cover per post, so /blog downloads a dozen images like a real list does.
    const cover = (await api('POST', '/api/upload', { token, form: await coverUpload(i) })).url;
    const title = POST_TITLES[i % POST_TITLES.length];
    const created = await api('POST', '/api/blogs', {
      token,
      json: { title, categoryId: categories[i % categories.length].id, content: postHtml(title), cover },
    });
    await api('POST', `/api/blogs/${created.blogSlug}/publish`, { token });
    newest = created.blogSlug;
  }
  return newest;
}

/** One call to the API; throws with the answer's message on a non-2xx status. */
async function api(method, url, { token, json, form } = {}) {
  const headers = token ? { Authorization: `Bearer ${token}` } : {};
  if (json) headers['Content-Type'] = 'application/json';
  const res = await fetch(BASE + url, { method, headers, body: json ? JSON.stringify(json) : form });
  const body = await res.json().catch(() => ({}));
  if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${body.message ?? ''}`);
  return body;
}

/**
 * A multipart body with a generated photo-like 1600x900 JPEG: a gradient with shapes plus
 * grain. Grain matters: a flat picture compresses to a few KB, a real cover is ~200 KB.
 */
async function coverUpload(index) {
  const { default: sharp } = await import('sharp');
  const [width, height] = [1600, 900];
  const hue = (index * 31) % 360;
  const circles = Array.from(
    { length: 14 },
    (_, k) =>
      `<circle cx="${(k * 293 + index * 71) % width}" cy="${(k * 157 + index * 43) % height}" r="${40 + ((k * 37) % 160)}" fill="hsl(${(hue + k * 20) % 360},60%,60%)" fill-opacity="0.35"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,22%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},80%,55%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${circles}</svg>`;
  const grain = await sharp({ create: { width, height, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 12 } } })
    .png()
    .toBuffer();
  const jpeg = await sharp(Buffer.from(svg))
    .composite([{ input: grain, blend: 'overlay' }])
    .jpeg({ quality: 85 })
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([jpeg], { type: 'image/jpeg' }), `cover-${index + 1}.jpg`);
  return form;
}

const POST_TITLES = [
  'Ransomware Groups Turn to Southeast Asian Supply Chains',
  'What We Learned Running a Red Team Exercise for a Regional Bank',
  'Five Habits That Stop Most Phishing Attacks',
  'CSEC Opens a Security Operations Centre in Surabaya',
  'Inside a Business E-mail Compromise: A Timeline',
  'Highlights from Jakarta Cyber Defence Summit',
  'Patching Edge Devices Before Attackers Do',
  "Encrypted Radio for Field Teams: A Buyer's Checklist",
  'How Threat Actors Abuse Legitimate Remote Tools',
  'Securing Mobile Devices for Executives on the Move',
  'CSEC Achieves ISO 27001 Recertification',
  'Reading a Forensic Report Without Getting Lost',
];

/** A post of about 500 words with the structure the editor produces (headings, lists, a quote). */
function postHtml(title) {
  const paragraph =
    'Security teams across the region face attackers who move faster every year. The organisations that cope best keep an accurate inventory of what they run, ' +
    'patch the systems that face the internet first, and rehearse how they would respond long before an incident forces them to. ' +
    'None of this is new, yet most breaches we investigate still begin with a missing patch, a reused password or an unmonitored remote access tool.';
  return [
    `<p><strong>${title}.</strong> ${paragraph}</p>`,
    '<h2>What happened</h2>',
    `<p>${paragraph}</p><p>${paragraph}</p>`,
    '<h2>What to do now</h2>',
    '<ul><li>Review every account with remote access and remove the ones nobody uses.</li><li>Turn on multi-factor authentication for e-mail and VPN.</li><li>Test restoring from backups, not only making them.</li></ul>',
    '<blockquote>Preparation is the cheapest control an organisation can buy.</blockquote>',
    `<h3>Further reading</h3><p>${paragraph} Read more on <a href="https://www.csec.co.id">our website</a>.</p>`,
  ].join('');
}

// ---------------------------------------------------------------------------------------------
// 1. First answers

/**
 * Each page's first request, which the server computes (a cache miss): time to the headers and to the
 * whole body, which differ once a render streams. fetch asks for gzip like a browser; bytes are decoded.
 */
async function measureFirstResponses(pages) {
  const results = [];
  for (const page of pages) {
    const started = performance.now();
    const res = await fetch(BASE + page.path);
    const headersMs = performance.now() - started;
    const body = Buffer.from(await res.arrayBuffer());
    results.push({
      ...page,
      headersMs,
      ms: performance.now() - started,
      status: res.status,
      bytes: body.length,
      encoding: res.headers.get('content-encoding') ?? 'none',
      type: res.headers.get('content-type'),
    });
  }
  return results;
}

// ---------------------------------------------------------------------------------------------
// 2. Lighthouse

/** LIGHTHOUSE_RUNS runs per page in one Chromium (Lighthouse resets storage and cache before each). */
async function runLighthouse(pages, profileDir) {
  const lighthouse = await importLighthouse();
  const chromeLauncher = await import('chrome-launcher');
  // handleSIGINT off: chrome-launcher would exit the process on Ctrl-C before our clean-up ran.
  // The profile lives in our temp folder, so it goes with it even when Chromium is killed hard.
  fs.mkdirSync(profileDir);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: CHROME_FLAGS,
    userDataDir: profileDir,
    handleSIGINT: false,
    logLevel: 'silent',
  });
  track(chrome.process, { group: true });
  const flags = {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    // Lighthouse's defaults, written out: a mid-range phone on slow 4G, simulated (not applied) throttling.
    formFactor: 'mobile',
    throttlingMethod: 'simulate',
  };
  try {
    const results = [];
    for (const page of pages) {
      console.log(`Lighthouse x${LIGHTHOUSE_RUNS}: ${page.path}`);
      const runs = [];
      const errors = [];
      for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
        // A run that could not load the page is reported beside the page, not fatal: the other pages still count.
        try {
          const { lhr } = await lighthouse(BASE + page.path, flags);
          if (lhr.runtimeError) errors.push(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
          else runs.push(lhr);
        } catch (error) {
          errors.push(error.message);
        }
      }
      results.push({ ...page, errors, ...(runs.length ? summariseRuns(runs) : {}) });
    }
    return results;
  } finally {
    await stopProcess(chrome.process);
  }
}

/** Lighthouse LIGHTHOUSE_VERSION from LIGHTHOUSE_DIR, installed there first when it is not. */
async function importLighthouse() {
  const versionOf = (name) => {
    const manifest = path.join(LIGHTHOUSE_DIR, 'node_modules', name, 'package.json');
    return fs.existsSync(manifest) ? JSON.parse(fs.readFileSync(manifest, 'utf8')).version : undefined;
  };
  if (versionOf('lighthouse') !== LIGHTHOUSE_VERSION || versionOf('es-iterator-helpers') !== ITERATOR_HELPERS_VERSION) {
    console.log(`Installing Lighthouse ${LIGHTHOUSE_VERSION} into ${path.relative(repoRoot, LIGHTHOUSE_DIR)} (once)...`);
    fs.mkdirSync(LIGHTHOUSE_DIR, { recursive: true });
    // Its own package.json, so npm installs here rather than into the workspace above it.
    fs.writeFileSync(path.join(LIGHTHOUSE_DIR, 'package.json'), JSON.stringify({ private: true }));
    const { execFileSync } = await import('node:child_process');
    execFileSync(
      'npm',
      [
        'install',
        `lighthouse@${LIGHTHOUSE_VERSION}`,
        `es-iterator-helpers@${ITERATOR_HELPERS_VERSION}`,
        '--engine-strict=false',
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
      ],
      { cwd: LIGHTHOUSE_DIR, stdio: 'inherit' },
    );
  }
  const load = (file) => import(pathToFileURL(path.join(LIGHTHOUSE_DIR, 'node_modules', file)).href);
  if (typeof [].values().flatMap !== 'function') await load('es-iterator-helpers/auto.js');
  return (await load('lighthouse/core/index.js')).default;
}

/**
 * Median of each figure on its own; the failing audits come from the run with the median performance
 * score (with an even count, after a failed run, the better of the middle two).
 */
function summariseRuns(runs) {
  const figures = runs.map(figuresOf);
  const median = (key) => {
    const sorted = figures.map((f) => f[key]).sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  };
  const medianRun = runs.slice().sort((a, b) => a.categories.performance.score - b.categories.performance.score)[Math.floor(runs.length / 2)];
  const keys = Object.keys(figures[0]);
  return {
    medians: Object.fromEntries(keys.map((k) => [k, median(k)])),
    failing: failingAudits(medianRun),
    lcpElement: lcpElementOf(medianRun),
    warnings: medianRun.runWarnings,
    offLoopback: requestsLeavingLoopback(medianRun),
    environment: {
      lighthouse: medianRun.lighthouseVersion,
      chromium: medianRun.environment.hostUserAgent.match(/Chrome\/([\d.]+)/)?.[1] ?? '?',
      benchmarkIndex: Math.round(medianRun.environment.benchmarkIndex),
    },
  };
}

function figuresOf(lhr) {
  const value = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const score = (id) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);
  return {
    performance: score('performance'),
    lcp: value('largest-contentful-paint') / 1000,
    cls: value('cumulative-layout-shift'),
    tbt: value('total-blocking-time'),
    fcp: value('first-contentful-paint') / 1000,
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
  };
}

/**
 * Audits of the four categories that score below 1, in category order, with their score. Audits that
 * only inform, need a human, or do not apply have no verdict; an audit that errored is listed as such.
 * Metrics (FCP, LCP, ...) are kept apart from the rest: they are the symptoms, the others the causes.
 */
function failingAudits(lhr) {
  const refs = Object.values(lhr.categories).flatMap((category) => category.auditRefs);
  const failing = { metrics: [], audits: [] };
  const seen = new Set();
  for (const ref of refs) {
    const audit = lhr.audits[ref.id];
    if (!audit || seen.has(ref.id) || ['informative', 'manual', 'notApplicable'].includes(audit.scoreDisplayMode)) continue;
    seen.add(ref.id);
    const list = ref.group === 'metrics' || ref.acronym ? failing.metrics : failing.audits;
    if (audit.scoreDisplayMode === 'error') list.push(`${ref.id} (error)`);
    else if (audit.score !== null && audit.score < 1) list.push(`${ref.id} (${audit.score})`);
  }
  return failing;
}

/** The element Lighthouse took for the largest paint, as its markup begins, or undefined. */
function lcpElementOf(lhr) {
  const items = lhr.audits['lcp-breakdown-insight']?.details?.items ?? [];
  return items.find((item) => item.type === 'node')?.snippet;
}

/** Origins other than the site that the page asked for: they fail offline here, which can move the figures. */
function requestsLeavingLoopback(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const origins = items.map((item) => URL.canParse(item.url) && new URL(item.url)).filter((u) => u && /^https?:$/.test(u.protocol) && u.origin !== BASE);
  return [...new Set(origins.map((u) => u.origin))];
}

// ---------------------------------------------------------------------------------------------
// 3. Throughput against a bare Express 5 app

/** autocannon on each page of the API, then on the reference serving the same bytes. */
async function measureThroughput(pages, bodiesFile) {
  const { startProcess } = await import('./bench-support.mjs');
  // The reference answers exactly what the API answered: same body and Content-Type.
  const bodies = {};
  for (const page of pages) {
    const res = await fetch(BASE + page.path);
    bodies[page.path] = { type: res.headers.get('content-type'), base64: Buffer.from(await res.arrayBuffer()).toString('base64') };
  }
  // Bodies go through a file: a server-rendered page can outgrow what an environment variable may hold.
  fs.writeFileSync(bodiesFile, JSON.stringify(bodies));

  const results = pages.map((page) => ({ ...page }));
  for (const result of results) {
    console.log(`autocannon ${CONNECTIONS} connections x ${SECONDS} s: API ${result.path}`);
    result.api = await load(BASE + result.path);
  }
  const reference = track(
    await startProcess(process.execPath, [fileURLToPath(import.meta.url), '--reference', bodiesFile, String(REFERENCE_PORT)], process.env, REFERENCE_PORT, '/'),
  );
  try {
    for (const result of results) {
      console.log(`autocannon ${CONNECTIONS} connections x ${SECONDS} s: Express ${result.path}`);
      result.express = await load(`http://127.0.0.1:${REFERENCE_PORT}${result.path}`);
    }
  } finally {
    await stopProcess(reference);
  }
  return results;
}

/** One autocannon run after a 1 s warm-up (JIT and keep-alive connections), so short runs stay comparable. */
async function load(url) {
  const { default: autocannon } = await import('autocannon');
  await autocannon({ url, connections: CONNECTIONS, duration: 1 });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  return { rps: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors };
}

/** The reference server (child process): a bare Express 5 app answering the recorded bytes from memory. */
async function serveReference(bodiesFile, port) {
  const { default: express } = await import('express');
  const bodies = new Map(
    Object.entries(JSON.parse(fs.readFileSync(bodiesFile, 'utf8'))).map(([url, b]) => [url, { type: b.type, bytes: Buffer.from(b.base64, 'base64') }]),
  );
  const app = express();
  app.get(/.*/, (req, res) => {
    const body = bodies.get(req.path);
    if (!body) return res.status(404).end();
    res.type(body.type).send(body.bytes);
  });
  app.listen(port, '127.0.0.1');
}

// ---------------------------------------------------------------------------------------------
// Report

function printFirstResponses(results) {
  console.log('\nFirst (uncached) answer of each page from the API');
  const rows = results.map((r) => [r.label, r.path, r.status, r.headersMs.toFixed(1), r.ms.toFixed(1), r.bytes, r.encoding, r.type]);
  console.log(table(['page', 'path', 'status', 'headers ms', 'body ms', 'bytes', 'encoding', 'content-type'], rows, 2));
}

function printLighthouse(results) {
  const env = results.find((r) => r.environment)?.environment ?? { lighthouse: '?', chromium: '?', benchmarkIndex: '?' };
  console.log(
    `\nLighthouse ${env.lighthouse} on Chromium ${env.chromium}, mobile, simulated throttling, median of ${LIGHTHOUSE_RUNS} runs (benchmarkIndex ${env.benchmarkIndex})`,
  );
  const columns = [
    ['performance', 'perf', (v) => v],
    ['lcp', 'LCP s', (v) => v.toFixed(2)],
    ['cls', 'CLS', (v) => v.toFixed(3)],
    ['tbt', 'TBT ms', (v) => v.toFixed(0)],
    ['fcp', 'FCP s', (v) => v.toFixed(2)],
    ['accessibility', 'a11y', (v) => v],
    ['best-practices', 'best pr.', (v) => v],
    ['seo', 'SEO', (v) => v],
  ];
  const targetRow = ['target', ...columns.map(([key]) => targetText(key))];
  const cell = (r, [key, , format]) => (r.medians ? marked(key, r.medians[key], format(r.medians[key])) : 'error');
  const rows = results.map((r) => [r.label, ...columns.map((column) => cell(r, column))]);
  console.log(table(['page', ...columns.map(([, title]) => title)], [targetRow, ...rows], 1));
  console.log("* misses its target. Scores 0-100; LCP, CLS, TBT, FCP are Lighthouse's simulated values.");
  console.log('\nFailing audits of the median run (score < 1), to fix:');
  for (const r of results) {
    console.log(`  ${r.label} ${r.path}`);
    for (const error of r.errors) console.log(`    a run failed: ${error}`);
    if (!r.medians) continue;
    console.log(`    metrics: ${r.failing.metrics.join(', ') || 'none'}`);
    if (r.lcpElement) console.log(`    largest paint: ${r.lcpElement.slice(0, 160)}`);
    console.log(`    audits:  ${r.failing.audits.join(', ') || 'none'}`);
    for (const warning of r.warnings) console.log(`    Lighthouse warned: ${warning}`);
    if (r.offLoopback.length) console.log(`    also asked for ${r.offLoopback.join(', ')} (outside names do not resolve during the benchmark, so it failed)`);
  }
}

function printThroughput(results) {
  console.log(`\nThroughput, autocannon ${CONNECTIONS} connections x ${SECONDS} s (after 1 s warm-up), API vs bare Express 5 serving the same bytes`);
  const rows = results.map((r) => [
    r.label,
    r.path,
    r.api.rps.toFixed(0),
    r.api.p99,
    r.express.rps.toFixed(0),
    r.express.p99,
    marked('rpsRatio', r.api.rps / r.express.rps, (r.api.rps / r.express.rps).toFixed(2)),
  ]);
  console.log(table(['page', 'path', 'api req/s', 'api p99 ms', 'express req/s', 'express p99 ms', `ratio (${targetText('rpsRatio')})`], rows, 2));
  for (const r of results) {
    for (const [target, figures] of [
      ['api', r.api],
      ['express', r.express],
    ]) {
      if (figures.non2xx || figures.errors) console.log(`  note: ${target} ${r.path} had ${figures.non2xx} non-2xx answers and ${figures.errors} errors`);
    }
  }
  console.log('* misses its target. ratio = api req/s / express req/s (cached pages).');
}

// ---------------------------------------------------------------------------------------------
// Entry point, last so that every constant above is initialised before it runs.

if (process.argv[2] === '--reference') {
  await serveReference(process.argv[3], Number(process.argv[4]));
} else {
  await main();
}
