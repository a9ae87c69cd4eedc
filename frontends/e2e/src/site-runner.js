'use strict';
/**
 * Starts the production build of the whole site (the API serving the built frontends)
 * on a throw-away SQLite database, and launches Debian's Chromium.
 *
 * Plain CommonJS with a .d.ts beside it, so that the browser tests (TypeScript, via
 * harness.ts) and the bundle-size script (plain Node) share one implementation.
 */
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '../../..');
const apiMain = path.join(repoRoot, 'apps/api/dist/main.js');

const SUPERADMIN = { email: 'superadmin@e2e.test', password: 'e2e-superadmin-password' };
const START_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 5_000;

const CHROMIUM_PATH = '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Servers still running, killed if the test process exits without stopping them. */
const running = new Set();
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function delay(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function waitForHealth(baseUrl, child, output) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The site exited during start-up (code ${child.exitCode}):\n${output.join('')}`);
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await delay(150);
  }
  throw new Error(`The site did not answer /api/health within ${START_TIMEOUT_MS} ms:\n${output.join('')}`);
}

function waitForExit(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

async function startSite(env = {}) {
  if (!fs.existsSync(apiMain)) {
    throw new Error(`${apiMain} is missing: run "npm run build" at the repository root first.`);
  }
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'csec-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [apiMain], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DB_TYPE: 'sqlite',
      SUPERADMIN_EMAIL: SUPERADMIN.email,
      SUPERADMIN_PASSWORD: SUPERADMIN.password,
      // Browser tests log in many times from one address; the throttle has its own API tests.
      LOGIN_MAX_PER_IP: '1000',
      LOGIN_MAX_PER_EMAIL: '1000',
      // Cheap password hashes (argon2id at test cost): the tests log in often; production's cost has its own API test.
      PASSWORD_HASH_COST: 'test',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk.toString()));
  child.stderr.on('data', (chunk) => output.push(chunk.toString()));

  const stop = async () => {
    await waitForExit(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, child, output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, pid: child.pid, superadmin: { ...SUPERADMIN }, stop, logs: () => output.join('') };
}

async function apiLogin(baseUrl, email, password) {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = await response.json();
  if (!response.ok || typeof body.token !== 'string') {
    throw new Error(`Login as ${email} failed (${response.status}): ${body.message}`);
  }
  return body.token;
}

/**
 * Content-Security-Policy violations seen on any page of any browser launched here, since the last
 * takeCspViolations(). Chromium logs each refusal to the console ("Refused to execute inline
 * script ...", "Refused to load ...", "Refused to frame ..."), and every frame also reports its
 * securitypolicyviolation events there, so nothing the policy blocks goes unseen.
 */
let cspViolations = [];
const VIOLATION = /Refused to |Content[- ]Security[- ]Policy|CSP violation/i;

function takeCspViolations() {
  const taken = cspViolations;
  cspViolations = [];
  return taken;
}

/** Reports the frame's securitypolicyviolation events on the console; runs in the browser, before any of the page's own scripts. */
function reportViolations() {
  /* global document */
  document.addEventListener('securitypolicyviolation', (event) => {
    console.error(
      `CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'} at ${event.sourceFile || document.URL}:${event.lineNumber}`,
    );
  });
}

/**
 * What each open page did lately (its API answers, failed requests, errors), printed with what it
 * shows when a test fails (failure-report-environment.js): a flaky failure is explained by its own
 * run rather than by a guess.
 */
const JOURNAL_LINES = 40;
const journals = new Map();

function note(page, line) {
  const journal = journals.get(page);
  journal.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
  if (journal.length > JOURNAL_LINES) journal.shift();
}

function watchPage(page) {
  journals.set(page, []);
  page.once('close', () => journals.delete(page));
  page.on('console', (message) => {
    const text = message.text();
    if (VIOLATION.test(text)) cspViolations.push(`${page.url()}: ${text}`);
    if (message.type() === 'error') note(page, `console error: ${text}`);
  });
  page.on('pageerror', (error) => note(page, `page error: ${error.message}`));
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/api/')) note(page, `${response.request().method()} ${url.pathname}${url.search} -> ${response.status()}`);
  });
  page.on('requestfailed', (request) => note(page, `${request.method()} ${request.url()} failed: ${request.failure()?.errorText}`));
}

/** The texts of the elements `selector` finds on the page, each on one line. */
async function shownTexts(page, selector) {
  const texts = await page
    .locator(selector)
    .allInnerTexts()
    .catch(() => []);
  return texts.map((text) => text.replace(/\s+/g, ' '));
}

/** Every open page: its address, the toasts and dialogs it shows now, and its journal. */
async function describePages() {
  const reports = [];
  for (const [page, journal] of journals) {
    reports.push(
      [
        `page ${page.url()}`,
        `  toasts shown: ${JSON.stringify(await shownTexts(page, '.ant-notification-notice'))}`,
        `  dialogs shown: ${JSON.stringify(await shownTexts(page, '.ant-modal:visible'))}`,
        ...journal.map((line) => `  ${line}`),
      ].join('\n'),
    );
  }
  return reports.join('\n');
}

async function watchContext(context) {
  // Injected by the DevTools protocol, which the page's policy does not apply to.
  await context.addInitScript(reportViolations);
  context.on('page', watchPage);
}

/**
 * A server-rendered page loads its code on the visitor's first touch, key or mouse move
 * (apps/api/src/site/page-scripts.ts). The visitor of a test uses each page at once: this tells the
 * page so as soon as it is parsed, so the code loads as it would for a visitor who touched it then.
 */
function useAtOnce() {
  /* global window */
  window.addEventListener('DOMContentLoaded', () => window.dispatchEvent(new Event('pointerdown')));
}

/** Each browser's own newContext, for contexts whose visitor only reads (newReaderContext). */
const plainNewContext = new WeakMap();

/** Every context (browser.newPage() makes one through newContext too) and every page in it is watched for CSP violations. */
async function launchBrowser() {
  const { chromium } = require('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const newContext = browser.newContext.bind(browser);
  plainNewContext.set(browser, newContext);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await watchContext(context);
    await context.addInitScript(useAtOnce);
    return context;
  };
  return browser;
}

/** A context whose visitor does nothing until the test acts: its server-rendered pages load no code until then. */
async function newReaderContext(browser, options) {
  const context = await plainNewContext.get(browser)(options);
  await watchContext(context);
  return context;
}

// The failure report reads the pages through the test's global: this module lives in the test's module registry.
globalThis.__describePages = describePages;

module.exports = { repoRoot, freePort, startSite, apiLogin, launchBrowser, newReaderContext, takeCspViolations };
