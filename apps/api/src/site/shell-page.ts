import * as fs from 'node:fs/promises';
import { SITE_CONFIG_GLOBAL, type SiteConfig } from '@csec/contracts';
import type { PageHead } from './page-head';

const TITLE = /<title>([^<]*)<\/title>/i;
const DESCRIPTION = /<meta\s+name=["']?description["']?[^>]*>/i;

/**
 * The shell's index.html with the site config inlined, so the first visit needs no
 * extra request before the remote can load, and with a page's own head when known.
 * Re-read when the file changes on disk, so a rebuild is picked up without a restart.
 */
export class ShellPage {
  private cached: { mtimeMs: number; html: string; siteTitle: string } | undefined;
  private readonly configScript: string;

  constructor(
    private readonly indexFile: string,
    siteConfig: SiteConfig,
  ) {
    this.configScript = `<script>window.${SITE_CONFIG_GLOBAL}=${scriptSafeJson(siteConfig)}</script>`;
  }

  /** The page, or undefined while the shell is not built. */
  async html(head?: PageHead): Promise<string | undefined> {
    let mtimeMs: number;
    try {
      mtimeMs = (await fs.stat(this.indexFile)).mtimeMs;
    } catch {
      this.cached = undefined;
      return undefined;
    }
    if (this.cached?.mtimeMs !== mtimeMs) {
      const template = await fs.readFile(this.indexFile, 'utf8');
      this.cached = { mtimeMs, html: beforeHeadEnd(template, this.configScript), siteTitle: TITLE.exec(template)?.[1] ?? '' };
    }
    return head ? withHead(this.cached.html, head, this.cached.siteTitle) : this.cached.html;
  }
}

/** The page's title followed by the site's, as the public site's own pages title themselves. */
function withHead(html: string, head: PageHead, siteTitle: string): string {
  const title = `<title>${escapeHtml(siteTitle ? `${head.title} | ${siteTitle}` : head.title)}</title>`;
  const description = `<meta name="description" content="${escapeHtml(head.description)}">`;
  const titled = TITLE.test(html) ? html.replace(TITLE, () => title) : beforeHeadEnd(html, title);
  return DESCRIPTION.test(titled) ? titled.replace(DESCRIPTION, () => description) : beforeHeadEnd(titled, description);
}

function beforeHeadEnd(html: string, fragment: string): string {
  const headEnd = html.indexOf('</head>');
  return headEnd === -1 ? fragment + html : html.slice(0, headEnd) + fragment + html.slice(headEnd);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** JSON that cannot close the <script> element or break the line it sits on. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
