import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';

export interface Site {
  /** e.g. http://127.0.0.1:41234, no trailing slash */
  baseUrl: string;
  /** The server's process id (its memory can be read from /proc/<pid>/status). */
  pid: number;
  superadmin: { email: string; password: string };
  /** Stops the server and removes its data folder. */
  stop(): Promise<void>;
  /** What the server has written to stdout and stderr so far. */
  logs(): string;
}

/** Absolute path of the repository root. */
export const repoRoot: string;

/** A TCP port on 127.0.0.1 that nothing listens on right now. */
export function freePort(): Promise<number>;

/**
 * Spawns the built API (apps/api/dist/main.js, which also serves the built frontends) on a
 * free port with a fresh SQLite data folder and a known superadmin; resolves once
 * GET /api/health answers. `env` adds or overrides environment variables.
 */
export function startSite(env?: Record<string, string>): Promise<Site>;

/** POST /api/login and return the bearer token; throws with the server's message on failure. */
export function apiLogin(baseUrl: string, email: string, password: string): Promise<string>;

/**
 * Headless Debian Chromium (/usr/bin/chromium) through playwright-core. Every page of every context
 * it opens is watched for Content-Security-Policy violations (takeCspViolations()).
 */
export function launchBrowser(): Promise<Browser>;

/**
 * A context of `browser` (from launchBrowser) whose visitor does nothing until the test acts. In the
 * browser's other contexts every page is used at once, so a server-rendered page loads its code as
 * soon as it is parsed; here it loads none until the test touches, types or moves the mouse.
 */
export function newReaderContext(browser: Browser, options?: BrowserContextOptions): Promise<BrowserContext>;

/** The CSP violations seen since the last call, each as "<page url>: <console text>"; clears them. */
export function takeCspViolations(): string[];
