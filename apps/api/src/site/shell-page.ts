import * as fs from 'node:fs/promises';
import { SITE_CONFIG_GLOBAL, type SiteConfig } from '@csec/contracts';

/**
 * The shell's index.html with the site config inlined, so the first visit needs no
 * extra request before the remote can load. Re-read when the file changes on disk,
 * so a rebuild is picked up without a restart.
 */
export class ShellPage {
  private cached: { mtimeMs: number; html: string } | undefined;
  private readonly configScript: string;

  constructor(
    private readonly indexFile: string,
    siteConfig: SiteConfig,
  ) {
    this.configScript = `<script>window.${SITE_CONFIG_GLOBAL}=${scriptSafeJson(siteConfig)}</script>`;
  }

  /** The page, or undefined while the shell is not built. */
  async html(): Promise<string | undefined> {
    let mtimeMs: number;
    try {
      mtimeMs = (await fs.stat(this.indexFile)).mtimeMs;
    } catch {
      this.cached = undefined;
      return undefined;
    }
    if (this.cached?.mtimeMs !== mtimeMs) {
      const template = await fs.readFile(this.indexFile, 'utf8');
      this.cached = { mtimeMs, html: inject(template, this.configScript) };
    }
    return this.cached.html;
  }
}

function inject(template: string, script: string): string {
  const headEnd = template.indexOf('</head>');
  return headEnd === -1 ? script + template : template.slice(0, headEnd) + script + template.slice(headEnd);
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
